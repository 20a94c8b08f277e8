import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ThreadSummary } from '../api/list-threads.ts'
import { plainTitle } from '../../../../shared/ai/plain-title.ts'

/** The user's threads of this workspace, newest first, and "new chat". */
export function ThreadList({
  threads,
  activeId,
  onOpen,
  onNew,
  loading,
}: {
  threads: readonly ThreadSummary[]
  activeId: string | null
  onOpen: (id: string) => void
  onNew: () => void
  loading: boolean
}) {
  const intl = useIntl()
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'chat.threads' })}
      sx={{ width: { xs: 280, md: 260 }, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
        <FormattedMessage id="chat.newChat" />
      </Button>
      {!loading && threads.length === 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ p: 1 }}>
          <FormattedMessage id="chat.threadsEmpty" />
        </Typography>
      )}
      <List dense sx={{ overflowY: 'auto' }}>
        {threads.map((thread) => (
          <ListItemButton
            key={thread.id}
            selected={thread.id === activeId}
            onClick={() => onOpen(thread.id)}
            aria-current={thread.id === activeId ? 'page' : undefined}
          >
            <ListItemText
              primary={plainTitle(thread.title ?? '') || intl.formatMessage({ id: 'chat.untitled' })}
              slotProps={{ primary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  )
}
