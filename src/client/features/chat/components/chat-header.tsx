import SmartToyIcon from '@mui/icons-material/SmartToy'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ChatAssistant, ModelLabel } from '../api/chat-types.ts'

/** The assistant's name, description, the sources it reads and the model answering ("Offline-Antwortmaschine" without one). */
export function ChatHeader({
  assistant,
  model,
  chips,
  actions,
}: {
  assistant: ChatAssistant | null
  model: ModelLabel | null
  chips?: ReactNode
  actions?: ReactNode
}) {
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <SmartToyIcon color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {assistant?.name ?? <FormattedMessage id="chat.title" />}
        </Typography>
        {assistant?.description && (
          <Typography variant="body2" color="textSecondary">
            {assistant.description}
          </Typography>
        )}
        {/* Which sources it reads, from its source mode: a fixed assistant's description says it already. */}
        {assistant && !assistant.fixed && (
          <Typography variant="body2" color="textSecondary" data-testid="chat-assistant-reads">
            <FormattedMessage id={`assistants.reads.${assistant.sourceMode}`} />
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
          {model && (
            <Chip
              size="small"
              label={model.offline ? <FormattedMessage id="chat.offlineEngine" /> : model.label}
              data-testid="chat-model-label"
            />
          )}
          {chips}
        </Box>
      </Box>
      {actions}
    </Box>
  )
}
