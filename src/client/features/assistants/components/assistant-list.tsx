import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Assistant } from '../api/get-assistants.ts'

/** The tenant's assistants: fixed ones marked, status as a chip. */
export function AssistantList({ assistants, selectedId, onSelect }: { assistants: Assistant[]; selectedId: string | null; onSelect: (assistant: Assistant) => void }) {
  const intl = useIntl()
  if (assistants.length === 0)
    return (
      <Typography color="textSecondary" sx={{ p: 2 }}>
        <FormattedMessage id="assistants.empty" />
      </Typography>
    )
  return (
    <List aria-label={intl.formatMessage({ id: 'assistants.listLabel' })}>
      {assistants.map((assistant) => (
        <ListItemButton key={assistant.id} selected={assistant.id === selectedId} onClick={() => onSelect(assistant)}>
          <ListItemText
            primary={assistant.name}
            secondary={
              <Stack direction="row" spacing={1} component="span" sx={{ mt: 0.5 }}>
                <Chip size="small" component="span" color={assistant.status === 'published' ? 'success' : 'default'} label={intl.formatMessage({ id: `assistants.status.${assistant.status}` })} />
                {assistant.fixed && <Chip size="small" component="span" variant="outlined" label={intl.formatMessage({ id: 'assistants.fixed' })} />}
                <Chip size="small" component="span" variant="outlined" label={intl.formatMessage({ id: 'assistants.versionLabel' }, { version: assistant.version })} />
              </Stack>
            }
            slotProps={{ secondary: { component: 'span' } }}
          />
        </ListItemButton>
      ))}
    </List>
  )
}
