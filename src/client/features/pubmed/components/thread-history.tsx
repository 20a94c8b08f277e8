// The user's conversations, the most recently asked first: open one (its questions and answers come
// back as they were), or delete it with its follow-ups.
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useDeletePubmedThread, usePubmedThreads } from '../api/threads.ts'

export function ThreadHistory(props: { selectedId: string | null; onSelect: (id: string | null) => void }) {
  const intl = useIntl()
  const threads = usePubmedThreads()
  const remove = useDeletePubmedThread()
  const items = threads.data?.items ?? []
  return (
    <nav aria-label={intl.formatMessage({ id: 'pubmed.history.title' })}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage id="pubmed.history.title" />
      </Typography>
      {threads.data && items.length === 0 && (
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="pubmed.history.empty" />
        </Typography>
      )}
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem
            key={item.id}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={intl.formatMessage({ id: 'pubmed.history.delete' })}
                onClick={() =>
                  remove.mutate(item.id, {
                    onSuccess: () => props.selectedId === item.id && props.onSelect(null),
                  })
                }
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton selected={item.id === props.selectedId} onClick={() => props.onSelect(item.id)}>
              <ListItemText
                primary={item.title}
                secondary={
                  <FormattedMessage
                    id="pubmed.history.meta"
                    values={{
                      when: <FormattedDate value={item.lastAskedAt} dateStyle="short" timeStyle="short" />,
                      mode: (
                        <>
                          <FormattedMessage
                            id="pubmed.history.count"
                            values={{ count: item.questionCount }}
                          />
                          {' · '}
                          <FormattedMessage id={`pubmed.mode.${item.lastMode}`} />
                        </>
                      ),
                    }}
                  />
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  )
}
