// One run in tile history: the tile, date, model and outcome at a glance; opened, the form's values
// and the result with its rework actions and versions, "run again" (same inputs) and delete.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import ReplayIcon from '@mui/icons-material/Replay'
import Accordion from '@mui/material/Accordion'
import AccordionActions from '@mui/material/AccordionActions'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { AnswerReworkBar } from '../../../components/answer-rework-bar.tsx'
import { hasMenuIcon, MenuIcon } from '../../../components/menu-icon.tsx'
import { SafeMarkdown } from '../../../components/markdown/safe-markdown.tsx'
import type { TileRun } from '../../../components/tiles/tile-api.ts'
import { useTileRework } from '../../../components/tiles/use-tile-rework.ts'

const statusColour = { complete: 'success', streaming: 'info', stopped: 'warning', error: 'error', unavailable: 'default' } as const

interface TileRunCardProps {
  readonly run: TileRun
  readonly onRunAgain: () => void
  readonly onDelete: () => void
}

export function TileRunCard({ run: listed, onRunAgain, onDelete }: TileRunCardProps) {
  const [reworked, setReworked] = useState<TileRun | null>(null)
  // A rework's answer replaces the listed run until the list itself is reloaded with it.
  const run = reworked !== null && reworked.id === listed.id && reworked.reworks.length >= listed.reworks.length ? reworked : listed
  const rework = useTileRework(run, setReworked)
  const shown = rework?.versions[rework.index]?.content ?? run.content
  const intl = useIntl()
  // Why a run failed, e.g. tiles.interrupted: the server stopped while it ran.
  const failure =
    run.status === 'error' && run.errorCode
      ? run.errorCode in intl.messages
        ? intl.formatMessage({ id: run.errorCode })
        : intl.formatMessage({ id: 'tiles.runFailed' }, { reason: run.errorCode })
      : null
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2, '&:before': { display: 'none' }, mb: 1.5 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, gap: 1.5, alignItems: 'center' } }}>
        <Box sx={{ width: 36, height: 36, borderRadius: 2, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'action.selected', color: 'primary.main' }}>
          {hasMenuIcon(run.tileIcon) && <MenuIcon name={run.tileIcon} fontSize="small" />}
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {run.tileTitle}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedDate value={run.createdAt} dateStyle="medium" timeStyle="short" /> · {run.model.label}
          </Typography>
        </Box>
        <Chip size="small" color={statusColour[run.status]} label={<FormattedMessage id={`tileHistory.status.${run.status}`} />} />
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }}>
        <Box component="section" aria-label={run.tileTitle} sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="textSecondary">
            <FormattedMessage id="tileHistory.inputs" />
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {run.fields.map((field) => (
              <Box key={field.name} sx={{ mb: 1 }}>
                <Typography component="dt" variant="body2" color="textSecondary">
                  {field.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {field.display}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="textSecondary">
            <FormattedMessage id="tileHistory.output" />
          </Typography>
          {run.status === 'unavailable' ? (
            <Alert severity="info">{run.content}</Alert>
          ) : run.content.trim() === '' ? (
            <Typography color="textSecondary">
              <FormattedMessage id="tileHistory.noOutput" />
            </Typography>
          ) : (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', overflowX: 'auto' }}>
              <SafeMarkdown text={shown} />
            </Box>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {rework && <AnswerReworkBar rework={rework} busy={false} />}
        </Box>
      </AccordionDetails>
      <AccordionActions sx={{ flexWrap: 'wrap' }}>
        <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
          <FormattedMessage id="tileHistory.delete" />
        </Button>
        <Button variant="contained" startIcon={<ReplayIcon />} onClick={onRunAgain}>
          <FormattedMessage id="tiles.runAgain" />
        </Button>
      </AccordionActions>
    </Accordion>
  )
}
