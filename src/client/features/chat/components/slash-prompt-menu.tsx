import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SlashPrompt } from '../api/prompt-tools.ts'

/** Prompts whose title, category or tags contain every word typed after the `/`. */
export function matchSlashPrompts(prompts: readonly SlashPrompt[], query: string): SlashPrompt[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return prompts.filter((prompt) => {
    const haystack = [prompt.title, prompt.description, prompt.category, ...prompt.tags].join(' ').toLocaleLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}

/** The list the composer shows above itself while the message starts with `/`; keys stay in the text box. */
export function SlashPromptMenu({ id, prompts, active, loading, onPick }: { id: string; prompts: readonly SlashPrompt[]; active: number; loading: boolean; onPick: (prompt: SlashPrompt) => void }) {
  const intl = useIntl()
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [active])
  return (
    <Paper variant="outlined" sx={{ mb: 1, maxHeight: 280, overflowY: 'auto' }}>
      {prompts.length === 0 ? (
        <Typography variant="body2" color="textSecondary" sx={{ p: 1.5 }}>
          {loading ? '…' : <FormattedMessage id="prompts.slash.empty" />}
        </Typography>
      ) : (
        <List dense ref={list} id={id} role="listbox" aria-label={intl.formatMessage({ id: 'prompts.slash.label' })}>
          {prompts.map((prompt, index) => (
            <ListItemButton
              key={prompt.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              // Keep the focus in the text box: the click picks, the caret stays.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(prompt)}
            >
              <ListItemText
                primary={prompt.title}
                secondary={prompt.description || prompt.category || undefined}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      <Typography variant="caption" color="textSecondary" sx={{ display: 'block', px: 1.5, pb: 0.5 }}>
        <FormattedMessage id="prompts.slash.hint" />
      </Typography>
    </Paper>
  )
}
