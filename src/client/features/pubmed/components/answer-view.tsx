// One answered question: what kind of answer it is (model, quoted conclusions, nothing relevant),
// the text with each [PMID] linked to its PubMed record, the queries (editable, run again), the
// evidence table and the exports of the cited references.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import { downloadReferences, type ReferenceFormat } from '../api/download-references.ts'
import type { PubmedQuestion } from '../api/get-question.ts'
import { CitedText } from './cited-text.tsx'
import { EvidenceTable } from './evidence-table.tsx'
import { QueryEditor } from './query-editor.tsx'

const formats: ReferenceFormat[] = ['ris', 'bibtex', 'vancouver']

export function AnswerView(props: {
  question: PubmedQuestion
  busy: boolean
  onRerun: (queries: string[]) => void
  onExportError: (error: unknown) => void
}) {
  const { question } = props
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="pubmed-answer">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {question.question}
      </Typography>
      {question.source === 'library' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="pubmed.source.library" />
        </Alert>
      )}
      {question.source === 'unavailable' ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          <FormattedMessage id="pubmed.source.unavailable" />
        </Alert>
      ) : question.mode === 'none' ? (
        <Alert severity="warning" sx={{ mb: 2 }} role="status">
          <FormattedMessage id="pubmed.answer.none" />
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="note">
            {question.mode === 'model' ? (
              <FormattedMessage id="pubmed.answer.model" values={{ model: question.modelLabel ?? '' }} />
            ) : (
              <FormattedMessage id="pubmed.answer.extractive" />
            )}
          </Typography>
          <Stack spacing={1} sx={{ mb: 2 }}>
            {question.answer.split('\n').map((line, index) => (
              <Typography key={index} variant="body1">
                <CitedText text={line} />
              </Typography>
            ))}
          </Stack>
        </>
      )}
      <QueryEditor key={question.id} queries={question.queries} busy={props.busy} onRerun={props.onRerun} />
      {question.evidence.length > 0 && (
        <>
          <Typography variant="subtitle2" id="pubmed-evidence-title" sx={{ mt: 2 }}>
            <FormattedMessage id="pubmed.evidence.heading" />
          </Typography>
          <EvidenceTable evidence={question.evidence} />
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {formats.map((format) => (
              <Button
                key={format}
                size="small"
                onClick={() => downloadReferences(question.id, format).catch(props.onExportError)}
              >
                <FormattedMessage id={`pubmed.export.${format}`} />
              </Button>
            ))}
          </Stack>
        </>
      )}
    </Paper>
  )
}
