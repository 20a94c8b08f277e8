import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'

/** The assistant's suggested first questions, shown while the conversation is empty. */
export function ConversationStarters({ starters, onPick, disabled }: { starters: readonly string[]; onPick: (text: string) => void; disabled: boolean }) {
  if (starters.length === 0) return null
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2" color="textSecondary" gutterBottom>
        <FormattedMessage id="chat.starters" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {starters.map((starter) => (
          <Button key={starter} variant="outlined" size="small" disabled={disabled} onClick={() => onPick(starter)} sx={{ textTransform: 'none', textAlign: 'left' }}>
            {starter}
          </Button>
        ))}
      </Box>
    </Box>
  )
}
