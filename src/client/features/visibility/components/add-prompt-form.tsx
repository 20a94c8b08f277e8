import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { CATEGORIES, type Market, type PromptCategory } from '../api/visibility-types.ts'

/** One prompt by hand: its text, topic, category and one of the project's markets. */
export function AddPromptForm({
  markets,
  busy,
  onAdd,
}: {
  markets: readonly Market[]
  busy: boolean
  onAdd: (body: { text: string; topic: string; category: PromptCategory; market: string }) => void
}) {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [topic, setTopic] = useState('')
  const [category, setCategory] = useState<PromptCategory>('discovery')
  const [market, setMarket] = useState(markets[0]?.country ?? '')
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      component="form"
      sx={{ mb: 2 }}
      onSubmit={(e) => {
        e.preventDefault()
        onAdd({ text, topic, category, market })
        setText('')
      }}
    >
      <TextField
        size="small"
        label={label('visibility.prompts.column.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'visibility-new-prompt' } }}
      />
      <TextField
        size="small"
        label={label('visibility.prompts.column.topic')}
        value={topic}
        onChange={(e) => setTopic(e.target.value)}
      />
      <TextField
        select
        size="small"
        label={label('visibility.prompts.column.category')}
        value={category}
        onChange={(e) => setCategory(e.target.value as PromptCategory)}
        sx={{ minWidth: 140 }}
      >
        {CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            <FormattedMessage id={`visibility.category.${c}`} />
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={label('visibility.prompts.column.market')}
        value={market}
        onChange={(e) => setMarket(e.target.value)}
        sx={{ minWidth: 100 }}
      >
        {[...new Set(markets.map((m) => m.country))].map((country) => (
          <MenuItem key={country} value={country}>
            {country}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="outlined" disabled={busy || text.trim() === '' || market === ''}>
        <FormattedMessage id="visibility.prompts.add" />
      </Button>
    </Stack>
  )
}
