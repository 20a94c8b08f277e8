// The question and its filters (years, publication types, the collection only). The answer's
// language is the user's interface language.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PubmedAsk } from '../api/stream-question.ts'

export const publicationTypes = [
  { value: 'Meta-Analysis', label: 'pubmed.type.metaAnalysis' },
  { value: 'Systematic Review', label: 'pubmed.type.systematicReview' },
  { value: 'Randomized Controlled Trial', label: 'pubmed.type.rct' },
  { value: 'Review', label: 'pubmed.type.review' },
] as const

export type QuestionFilters = Pick<PubmedAsk, 'fromYear' | 'toYear' | 'publicationTypes' | 'source'>

export function QuestionForm(props: {
  busy: boolean
  onAsk: (question: string, filters: QuestionFilters) => void
  /** A follow-up in an open conversation: its own label, emptied once sent. */
  followUp?: boolean
}) {
  const intl = useIntl()
  const [question, setQuestion] = useState('')
  const [fromYear, setFromYear] = useState('')
  const [toYear, setToYear] = useState('')
  const [types, setTypes] = useState<string[]>([])
  const [libraryOnly, setLibraryOnly] = useState(false)
  const year = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : undefined)
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!question.trim()) return
        props.onAsk(question.trim(), {
          fromYear: year(fromYear),
          toYear: year(toYear),
          publicationTypes: types.length ? types : undefined,
          source: libraryOnly ? 'library' : 'auto',
        })
        if (props.followUp) setQuestion('')
      }}
      sx={{ mb: 3 }}
    >
      <TextField
        label={intl.formatMessage({
          id: props.followUp ? 'pubmed.thread.followUp' : 'pubmed.question.label',
        })}
        placeholder={intl.formatMessage({ id: 'pubmed.question.placeholder' })}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'pubmed.filters.fromYear' })}
          value={fromYear}
          onChange={(event) => setFromYear(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 120 }}
        />
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'pubmed.filters.toYear' })}
          value={toYear}
          onChange={(event) => setToYear(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ width: 120 }}
        />
        <ToggleButtonGroup
          size="small"
          value={types}
          onChange={(_event, next: string[]) => setTypes(next)}
          aria-label={intl.formatMessage({ id: 'pubmed.filters.types' })}
        >
          {publicationTypes.map((type) => (
            <ToggleButton key={type.value} value={type.value}>
              <FormattedMessage id={type.label} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Checkbox checked={libraryOnly} onChange={(event) => setLibraryOnly(event.target.checked)} />
          }
          label={intl.formatMessage({ id: 'pubmed.filters.libraryOnly' })}
        />
        <Button type="submit" variant="contained" disabled={props.busy || !question.trim()}>
          <FormattedMessage id={props.busy ? 'pubmed.asking' : 'pubmed.ask'} />
        </Button>
      </Stack>
    </Box>
  )
}
