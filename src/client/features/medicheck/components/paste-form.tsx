import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { usePasteItem } from '../api/paste-item.ts'

const LANGUAGES = ['', 'de', 'fr', 'en'] as const

/** A text pasted in (a post, an e-mail, an advert draft) becomes an item; its keyword hits are counted at once. */
export function PasteForm({ onAdded }: { onAdded: (itemId: string) => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const paste = usePasteItem()
  const [title, setTitle] = useState('')
  const [text, setText] = useState('')
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>('')
  const [publishedAt, setPublishedAt] = useState('')
  const fieldErrors = errors.fieldTexts(paste.error)
  const submit = () =>
    paste.mutate(
      {
        title: title.trim(),
        text,
        ...(language ? { language } : {}),
        ...(publishedAt ? { publishedAt } : {}),
      },
      {
        onSuccess: (result) => {
          showToast(
            intl.formatMessage({ id: result.created ? 'medicheck.paste.added' : 'medicheck.paste.known' }),
            result.created ? 'success' : 'info',
          )
          setTitle('')
          setText('')
          onAdded(result.itemId)
        },
      },
    )
  return (
    <Box
      component="form"
      onSubmit={(event) => (event.preventDefault(), submit())}
      sx={{ display: 'grid', gap: 2 }}
      aria-label={intl.formatMessage({ id: 'medicheck.paste.title' })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          required
          label={intl.formatMessage({ id: 'medicheck.paste.itemTitle' })}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(fieldErrors.title)}
          helperText={fieldErrors.title}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.paste.language' })}
          value={language}
          onChange={(event) => setLanguage(event.target.value as (typeof LANGUAGES)[number])}
          sx={{ minWidth: 160 }}
        >
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option}>
              {intl.formatMessage({ id: `medicheck.language.${option || 'detect'}` })}
            </MenuItem>
          ))}
        </TextField>
        <LocaleDateField
          size="small"
          label={intl.formatMessage({ id: 'medicheck.paste.publishedAt' })}
          value={publishedAt}
          onChange={setPublishedAt}
        />
      </Box>
      <TextField
        required
        multiline
        minRows={6}
        label={intl.formatMessage({ id: 'medicheck.paste.text' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(fieldErrors.text)}
        helperText={fieldErrors.text}
      />
      {paste.error && errors.formText(paste.error) && (
        <Alert severity="error">{errors.formText(paste.error)}</Alert>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={title.trim() === '' || text.trim() === '' || paste.isPending}
        >
          <FormattedMessage id="medicheck.paste.submit" />
        </Button>
      </Box>
    </Box>
  )
}
