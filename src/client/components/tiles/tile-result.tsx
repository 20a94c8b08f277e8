// A tile's result: the model's Markdown rendered safely as it streams, the model's name, and copy and
// export (Markdown, Word). The statement that no language model is set up shows as a notice. Once
// finished, the rework actions and the switcher between the reworked versions show beneath it; copy
// and export take the version shown.
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import DescriptionIcon from '@mui/icons-material/Description'
import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { showToast } from '../../lib/toast/toast-store.ts'
import { AnswerReworkBar, type AnswerRework } from '../answer-rework-bar.tsx'
import { SafeMarkdown } from '../markdown/safe-markdown.tsx'
import { exportDocx, exportMarkdown } from './tile-export.ts'

interface TileResultProps {
  readonly title: string
  readonly text: string
  readonly status: string | null
  readonly modelLabel: string | null
  /** A message of the run's failure, in the user's language. */
  readonly failure: string | null
  /** The finished run's versions and rework actions. */
  readonly rework?: AnswerRework | undefined
}

export function TileResult({ title, text: output, status, modelLabel, failure, rework }: TileResultProps) {
  const intl = useIntl()
  const streaming = status === 'streaming'
  const text = (!streaming && rework?.versions[rework.index]?.content) || output
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      showToast(intl.formatMessage({ id: 'tiles.copied' }), 'success')
    } catch {
      showToast(intl.formatMessage({ id: 'tiles.copyFailed' }), 'error')
    }
  }
  const exportAs = async (kind: 'md' | 'docx') => {
    try {
      if (kind === 'md') exportMarkdown(title, text)
      else await exportDocx(title, text)
    } catch {
      showToast(intl.formatMessage({ id: 'tiles.exportFailed' }), 'error')
    }
  }
  const finished = !streaming && status !== null && status !== 'unavailable' && text.trim() !== ''
  return (
    <Box component="section" aria-labelledby="tile-result-heading" aria-busy={streaming} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="tile-result-heading" variant="h6" component="h3">
          <FormattedMessage id="tiles.result" />
        </Typography>
        {modelLabel && (
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage id="tiles.model" values={{ label: modelLabel }} />
          </Typography>
        )}
      </Stack>
      {streaming && <LinearProgress aria-label={intl.formatMessage({ id: 'tiles.writing' })} sx={{ mb: 1 }} />}
      {status === null && (
        <Typography color="textSecondary">
          <FormattedMessage id="tiles.resultEmpty" />
        </Typography>
      )}
      {status === 'unavailable' ? (
        <Alert severity="info" data-testid="tile-result-unavailable">
          {text}
        </Alert>
      ) : (
        text !== '' && (
          <Box data-testid="tile-result" sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', maxWidth: '100%', overflowX: 'auto' }}>
            <SafeMarkdown text={text} />
          </Box>
        )
      )}
      {status === 'stopped' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          <FormattedMessage id="tiles.stopped" />
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {finished && rework && <AnswerReworkBar rework={rework} busy={false} />}
      {finished && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
          <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            <FormattedMessage id="tiles.copy" />
          </Button>
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportAs('md')}>
            <FormattedMessage id="tiles.exportMarkdown" />
          </Button>
          <Button size="small" startIcon={<DescriptionIcon />} onClick={() => void exportAs('docx')}>
            <FormattedMessage id="tiles.exportDocx" />
          </Button>
        </Stack>
      )}
    </Box>
  )
}
