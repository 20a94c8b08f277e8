// The user's earlier questions, newest first: open one, or delete it.
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useDeletePubmedQuestion } from '../api/delete-question.ts'
import { usePubmedQuestions } from '../api/get-questions.ts'

export function QuestionHistory(props: { selectedId: string | null; onSelect: (id: string | null) => void }) {
  const intl = useIntl()
  const questions = usePubmedQuestions()
  const remove = useDeletePubmedQuestion()
  const items = questions.data?.items ?? []
  return (
    <nav aria-label={intl.formatMessage({ id: 'pubmed.history.title' })}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        <FormattedMessage id="pubmed.history.title" />
      </Typography>
      {questions.data && items.length === 0 && (
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
                primary={item.question}
                secondary={
                  <FormattedMessage
                    id="pubmed.history.meta"
                    values={{
                      when: <FormattedDate value={item.createdAt} dateStyle="short" timeStyle="short" />,
                      mode: <FormattedMessage id={`pubmed.mode.${item.mode}`} />,
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
