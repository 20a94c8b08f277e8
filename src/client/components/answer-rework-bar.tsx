// Under a finished answer (a chat answer, a tile's result): the switcher between its versions and the
// one-click rework actions (the tenant's enabled response-optimisation prompts). Shared by the chat
// and the tiles, which each fetch and store their own versions.

import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'

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
  readonly error: string | null
}

/** Under a finished answer: the switcher between its versions and the one-click rework actions. */
export function AnswerReworkBar({ rework, busy }: { rework: AnswerRework; busy: boolean }) {
  const intl = useIntl()
  const { versions, index, onSelect, actions } = rework
  const current = versions[index]
  return (
    <Box sx={{ mt: 1 }}>
      {versions.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }} data-testid="answer-versions">
          <IconButton size="small" aria-label={intl.formatMessage({ id: 'rework.previous' })} disabled={index === 0} onClick={() => onSelect(index - 1)}>
            <ChevronLeftIcon fontSize="inherit" />
          </IconButton>
          <Typography variant="caption" aria-live="polite">
            {intl.formatMessage({ id: 'rework.version' }, { current: index + 1, total: versions.length })} · {current?.label ?? intl.formatMessage({ id: 'rework.original' })}
          </Typography>
          <IconButton size="small" aria-label={intl.formatMessage({ id: 'rework.next' })} disabled={index === versions.length - 1} onClick={() => onSelect(index + 1)}>
            <ChevronRightIcon fontSize="inherit" />
          </IconButton>
        </Box>
      )}
      {actions.length > 0 && (
        <Box role="group" aria-label={intl.formatMessage({ id: 'rework.label' })} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {actions.map((action) => (
            <Chip key={action.id} size="small" variant="outlined" label={action.label} disabled={busy || rework.pending !== null} onClick={() => rework.onRework(action)} />
          ))}
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
