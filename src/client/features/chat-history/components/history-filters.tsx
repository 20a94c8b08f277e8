import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { useAssistantOptions } from '../api/get-assistant-options.ts'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'

export interface HistoryFilterValues {
  q: string
  assistantId: string
  from: string
  to: string
}

export const emptyFilters: HistoryFilterValues = { q: '', assistantId: '', from: '', to: '' }

export function HistoryFilters({
  value,
  onChange,
}: {
  value: HistoryFilterValues
  onChange: (next: HistoryFilterValues) => void
}) {
  const intl = useIntl()
  const assistants = useAssistantOptions()
  const t = (id: string) => intl.formatMessage({ id })
  const set = (key: keyof HistoryFilterValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [key]: event.target.value })
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} role="search">
      <TextField
        size="small"
        type="search"
        label={t('chatHistory.search')}
        value={value.q}
        onChange={set('q')}
        sx={{ minWidth: 240 }}
      />
      <TextField
        select
        size="small"
        label={t('chatHistory.assistant')}
        value={value.assistantId}
        onChange={set('assistantId')}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('chatHistory.allAssistants')}</MenuItem>
        {(assistants.data ?? []).map((assistant) => (
          <MenuItem key={assistant.id} value={assistant.id}>
            {assistant.name}
          </MenuItem>
        ))}
      </TextField>
      <LocaleDateField
        size="small"
        label={t('chatHistory.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
      />
      <LocaleDateField
        size="small"
        label={t('chatHistory.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
      />
    </Stack>
  )
}
