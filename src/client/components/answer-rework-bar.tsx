// Under a finished answer (a chat answer, a tile's result): the switcher between its versions and the
// one-click rework actions (the tenant's enabled response-optimisation prompts). Shared by the chat
// and the tiles, which each fetch and store their own versions.

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

/** The text of a reason code: the gateway's ai.* texts are ids of their own, the rest apiError.<code>. */
function reasonText(intl: IntlShape, code: string): string {
  const id =
    code in intl.messages
      ? code
      : `apiError.${code}` in intl.messages
        ? `apiError.${code}`
        : 'apiError.prompts.rework.needsModel'
  return intl.formatMessage({ id })
}

/** An enabled response-optimisation prompt, offered as an action. */
export type ReworkAction = { readonly id: string; readonly label: string }

export interface AnswerVersion {
  /** Null for the original answer. */
  readonly label: string | null
  readonly content: string
}

export interface AnswerRework {
  readonly versions: readonly AnswerVersion[]
  readonly index: number
  readonly onSelect: (index: number) => void
  readonly actions: readonly ReworkAction[]
  readonly onRework: (action: ReworkAction) => void
  /** The label of the action running for this answer. */
  readonly pending: string | null
  /**
   * Why no action can run now, as the server's code (prompts.rework.needsModel without a language
   * model, ai.budgetExceeded ...): the actions are disabled and say it as their tooltip. Null: they can.
   */
  readonly unavailable?: string | null
  readonly error: string | null
}

/** Under a finished answer: the switcher between its versions and the one-click rework actions. */
export function AnswerReworkBar({ rework, busy }: { rework: AnswerRework; busy: boolean }) {
  const intl = useIntl()
  const { versions, index, onSelect, actions } = rework
  const current = versions[index]
  const reason = rework.unavailable ? reasonText(intl, rework.unavailable) : null
  return (
    <Box sx={{ mt: 1 }}>
      {versions.length > 1 && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          data-testid="answer-versions"
        >
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'rework.previous' })}
            disabled={index === 0}
            onClick={() => onSelect(index - 1)}
          >
            <ChevronLeftIcon fontSize="inherit" />
          </IconButton>
          <Typography variant="caption" aria-live="polite">
            {intl.formatMessage({ id: 'rework.version' }, { current: index + 1, total: versions.length })} ·{' '}
            {current?.label ?? intl.formatMessage({ id: 'rework.original' })}
          </Typography>
          <IconButton
            size="small"
            aria-label={intl.formatMessage({ id: 'rework.next' })}
            disabled={index === versions.length - 1}
            onClick={() => onSelect(index + 1)}
          >
            <ChevronRightIcon fontSize="inherit" />
          </IconButton>
        </Box>
      )}
      {actions.length > 0 && (
        <Box
          role="group"
          aria-label={intl.formatMessage({ id: 'rework.label' })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
        >
          {actions.map((action) =>
            reason === null ? (
              <Chip
                key={action.id}
                size="small"
                variant="outlined"
                label={action.label}
                disabled={busy || rework.pending !== null}
                onClick={() => rework.onRework(action)}
              />
            ) : (
              // A disabled chip gets no pointer events: the tooltip sits on a wrapper.
              <Tooltip key={action.id} title={reason} describeChild>
                <span data-testid="rework-unavailable">
                  <Chip
                    size="small"
                    variant="outlined"
                    label={action.label}
                    disabled
                    onClick={() => rework.onRework(action)}
                  />
                </span>
              </Tooltip>
            ),
          )}
        </Box>
      )}
      {rework.pending !== null && (
        <Typography variant="caption" color="textSecondary" role="status">
          <FormattedMessage id="rework.working" values={{ label: rework.pending }} />
        </Typography>
      )}
      {rework.error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {rework.error}
        </Alert>
      )}
    </Box>
  )
}
