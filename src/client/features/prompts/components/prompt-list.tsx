import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { LibraryPrompt } from '../api/prompts-queries.ts'

/** The prompts as a selectable list: title, category and tags, private or shared. */
export function PromptList({ prompts, selectedId, onSelect, emptyId }: { prompts: readonly LibraryPrompt[]; selectedId: string | null; onSelect: (prompt: LibraryPrompt) => void; emptyId: string }) {
  const intl = useIntl()
  if (prompts.length === 0)
    return (
      <Typography color="textSecondary" sx={{ p: 2 }}>
        <FormattedMessage id={emptyId} />
      </Typography>
    )
  return (
    <List aria-label={intl.formatMessage({ id: 'prompts.listLabel' })}>
      {prompts.map((prompt) => (
        <ListItemButton key={prompt.id} selected={prompt.id === selectedId} onClick={() => onSelect(prompt)}>
          <ListItemText
            primary={prompt.title}
            secondary={[prompt.category, ...prompt.tags.map((tag) => `#${tag}`)].filter(Boolean).join(' · ') || undefined}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
          <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={intl.formatMessage({ id: `prompts.visibility.${prompt.visibility}` })} />
        </ListItemButton>
      ))}
    </List>
  )
}
