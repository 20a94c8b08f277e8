import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSaveTopics, useTopics, type Topic } from '../api/topics.ts'

/** "Topic: keyword, keyword" per line, the form a programme manager types a keyword list in. */
const toText = (items: Topic[]) => items.map((t) => `${t.name}: ${t.keywords.join(', ')}`).join('\n')
const fromText = (text: string): Topic[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':')
      const name = at < 0 ? line : line.slice(0, at)
      const keywords = at < 0 ? [] : line.slice(at + 1).split(',')
      return { name: name.trim(), keywords: keywords.map((k) => k.trim()).filter(Boolean) }
    })

/** The topics posts are counted by: keyword lists, matched as whole words (no model). */
export function TopicsEditor({ canManage }: { canManage: boolean }) {
  const intl = useIntl()
  const topics = useTopics()
  const save = useSaveTopics()
  const errors = useApiErrorText()
  const [text, setText] = useState('')
  useEffect(() => {
    if (topics.data) setText(toText(topics.data.items))
  }, [topics.data])
  const fieldError = Object.values(errors.fieldTexts(save.error))[0]
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2">
        <FormattedMessage id="influencing.topics.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <FormattedMessage id="influencing.topics.help" />
      </Typography>
      <TextField
        multiline
        minRows={3}
        fullWidth
        label={intl.formatMessage({ id: 'influencing.topics.label' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ input: { readOnly: !canManage } }}
        error={Boolean(fieldError)}
        helperText={fieldError}
      />
      {canManage && (
        <Button
          sx={{ mt: 1 }}
          variant="contained"
          onClick={() => save.mutate(fromText(text))}
          disabled={save.isPending}
        >
          <FormattedMessage id="influencing.topics.save" />
        </Button>
      )}
      {save.isSuccess && (
        <Alert severity="success" sx={{ mt: 1 }}>
          <FormattedMessage id="influencing.topics.saved" />
        </Alert>
      )}
      {save.error && !fieldError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.formText(save.error)}
        </Alert>
      )}
    </Paper>
  )
}
