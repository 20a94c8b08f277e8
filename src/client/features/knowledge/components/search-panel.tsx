import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCollectionSearch } from '../api/search.ts'
import { searchSnippet } from '../lib/search-snippet.ts'
import { PassageDialog, usePlaceLabel } from './passage-dialog.tsx'

const SEARCH_DELAY_MS = 300
const PREVIEW_CHARS = 240

/** Search inside the collection; a result opens the document at that passage. */
export function SearchPanel({ collectionId }: { collectionId: string }) {
  const intl = useIntl()
  const place = usePlaceLabel()
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState<number | null>(null)
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [input])
  const results = useCollectionSearch(collectionId, query)

  return (
    <Box role="search">
      <TextField
        fullWidth
        size="small"
        label={intl.formatMessage({ id: 'knowledge.search.label' })}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {query && results.data?.length === 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          <FormattedMessage id="knowledge.search.none" />
        </Typography>
      )}
      <List dense>
        {results.data?.map((passage) => (
          <ListItemButton key={passage.chunkId} onClick={() => setOpen(passage.chunkId)} data-testid="knowledge-search-result">
            <ListItemText
              primary={`${passage.filename} · ${place(passage)}`}
              secondary={searchSnippet(passage.text, query, PREVIEW_CHARS)}
            />
          </ListItemButton>
        ))}
      </List>
      {open !== null && <PassageDialog chunkId={open} onClose={() => setOpen(null)} />}
    </Box>
  )
}
