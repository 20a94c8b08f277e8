import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import type { ChatAssistant } from '../api/chat-types.ts'

/** Which assistant a new thread uses: among the tenant's assistants the user may use. */
export function AssistantSwitcher({ assistants, value, onChange, disabled }: { assistants: readonly ChatAssistant[]; value: string | null; onChange: (id: string) => void; disabled: boolean }) {
  const intl = useIntl()
  if (assistants.length === 0) return null
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage({ id: 'chat.assistantSwitch' })}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth: 200, maxWidth: '100%' }}
    >
      {assistants.map((assistant) => (
        <MenuItem key={assistant.id} value={assistant.id}>
          {assistant.name}
        </MenuItem>
      ))}
    </TextField>
  )
}
