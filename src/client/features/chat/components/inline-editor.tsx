import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/** Editing a sent question in place; saving resends it and drops what followed. */
export function InlineEditor({ initial, onSave, onCancel }: { initial: string; onSave: (content: string) => void; onCancel: () => void }) {
  const intl = useIntl()
  const [value, setValue] = useState(initial)
  const valid = value.trim().length > 0 && value.length <= 20_000
  return (
    <Box component="form" onSubmit={(event) => { event.preventDefault(); if (valid) onSave(value) }} sx={{ minWidth: { xs: 240, sm: 360 } }}>
      <TextField
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => { if (event.key === 'Escape') onCancel() }}
        multiline
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { 'aria-label': intl.formatMessage({ id: 'chat.edit' }) } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={!valid}>
          <FormattedMessage id="chat.editSave" />
        </Button>
      </Box>
    </Box>
  )
}
