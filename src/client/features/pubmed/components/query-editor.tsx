// The PubMed queries that were run: shown, editable, and run again with the same question.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export function QueryEditor(props: {
  queries: string[]
  busy: boolean
  onRerun: (queries: string[]) => void
}) {
  const intl = useIntl()
  const [queries, setQueries] = useState(props.queries)
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">
        <FormattedMessage id="pubmed.queries.title" />
      </Typography>
      {queries.map((query, index) => (
        <TextField
          key={index}
          size="small"
          fullWidth
          value={query}
          label={intl.formatMessage({ id: 'pubmed.queries.label' }, { number: index + 1 })}
          onChange={(event) => setQueries(queries.map((one, i) => (i === index ? event.target.value : one)))}
          slotProps={{ htmlInput: { maxLength: 500, spellCheck: false } }}
        />
      ))}
      <Stack direction="row" spacing={1}>
        {queries.length < 3 && (
          <Button size="small" onClick={() => setQueries([...queries, ''])}>
            <FormattedMessage id="pubmed.queries.add" />
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          disabled={props.busy || queries.every((query) => !query.trim())}
          onClick={() => props.onRerun(queries.map((query) => query.trim()).filter(Boolean))}
        >
          <FormattedMessage id="pubmed.queries.rerun" />
        </Button>
      </Stack>
    </Stack>
  )
}
