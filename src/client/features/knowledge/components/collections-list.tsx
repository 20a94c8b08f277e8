import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCollectionMutations, useCollections, type KnowledgeCollection } from '../api/collections.ts'
import { CollectionDialog, type CollectionValues } from './collection-dialog.tsx'

/** The tenant's collections: choose one, create, rename, delete. */
export function CollectionsList({ selected, onSelect }: { selected: string | null; onSelect: (id: string | null) => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const collections = useCollections()
  const { create, update, remove } = useCollectionMutations()
  const [editing, setEditing] = useState<KnowledgeCollection | 'new' | null>(null)
  const [error, setError] = useState<string | null>(null)

  const save = (values: CollectionValues) => {
    const done = { onSuccess: (saved: KnowledgeCollection) => (setEditing(null), onSelect(saved.id)), onError: (e: unknown) => setError(errors.formText(e) ?? String(e)) }
    if (editing === 'new') create.mutate(values, done)
    else if (editing) update.mutate({ collectionId: editing.id, ...values }, done)
  }
  const confirmDelete = (collection: KnowledgeCollection) => {
    if (!window.confirm(intl.formatMessage({ id: 'knowledge.collection.confirmDelete' }, { name: collection.name, files: collection.fileCount }))) return
    remove.mutate(collection.id, { onSuccess: () => selected === collection.id && onSelect(null) })
  }

  return (
    // A fixed width beside the files from md up: long assistant names wrap instead of squeezing the table.
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 1, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <Typography variant="subtitle1" component="h2">
          <FormattedMessage id="knowledge.collections" />
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => (setError(null), setEditing('new'))}>
          <FormattedMessage id="knowledge.collection.create" />
        </Button>
      </Box>
      {collections.data?.length === 0 && (
        <Typography variant="body2" color="textSecondary" sx={{ p: 1 }}>
          <FormattedMessage id="knowledge.collection.none" />
        </Typography>
      )}
      <List dense aria-label={intl.formatMessage({ id: 'knowledge.collections' })}>
        {collections.data?.map((collection) => (
          <ListItemButton key={collection.id} selected={collection.id === selected} onClick={() => onSelect(collection.id)}>
            <ListItemText
              primary={collection.name}
              secondary={intl.formatMessage({ id: 'knowledge.collection.summary' }, { files: collection.fileCount, assistants: collection.usedBy.map((a) => a.name).join(', ') || '–' })}
            />
            {collection.internal && <Chip size="small" label={intl.formatMessage({ id: 'knowledge.collection.internalShort' })} sx={{ mr: 1 }} />}
            <IconButton size="small" aria-label={intl.formatMessage({ id: 'knowledge.collection.edit' })} onClick={(e) => (e.stopPropagation(), setError(null), setEditing(collection))}>
              <EditIcon fontSize="small" />
            </IconButton>
            <IconButton size="small" aria-label={intl.formatMessage({ id: 'knowledge.collection.delete' })} onClick={(e) => (e.stopPropagation(), confirmDelete(collection))}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </ListItemButton>
        ))}
      </List>
      {editing && <CollectionDialog collection={editing === 'new' ? null : editing} error={error} onSave={save} onClose={() => setEditing(null)} />}
    </Paper>
  )
}
