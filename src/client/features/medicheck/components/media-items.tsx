import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { StaticChip } from '../../../components/static-chip.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDeleteItem } from '../api/delete-item.ts'
import { useItems } from '../api/get-items.ts'
import { LIST_KINDS, type ItemRow } from '../api/medicheck-types.ts'
import { ItemDialog } from './item-dialog.tsx'
import { ItemsTable, type ItemColumn } from './items-table.tsx'

const STATUSES = ['new', 'matched', 'failed'] as const
const statusColor = { new: 'default', matched: 'success', failed: 'error' } as const

/** The items with their status and keyword hits by list kind; open one to see the hits in its text, or remove it. */
export function MediaItems() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [status, setStatus] = useState('')
  const [q, setQ] = useState('')
  const items = useItems({ status, q: q.trim() })
  const remove = useDeleteItem()
  const [open, setOpen] = useState<string | null>(null)
  const hits = (item: ItemRow) =>
    LIST_KINDS.filter((kind) => (item.hitCounts?.[kind] ?? 0) > 0)
      .map((kind) => `${intl.formatMessage({ id: `medicheck.listKind.${kind}` })}: ${item.hitCounts[kind]}`)
      .join(' · ') || '–'
  const columns: ItemColumn[] = [
    {
      key: 'source',
      render: (item) =>
        item.sourceTitle ?? intl.formatMessage({ id: `medicheck.sourceKind.${item.sourceKind}` }),
    },
    {
      key: 'status',
      render: (item) => (
        <>
          <StaticChip
            size="small"
            color={statusColor[item.status as (typeof STATUSES)[number]] ?? 'default'}
            label={intl.formatMessage({ id: `medicheck.itemStatus.${item.status}` })}
          />
          {item.errorCode && (
            <Box sx={{ typography: 'caption', color: 'error.main' }}>
              {errors.text({ code: item.errorCode, message: item.errorCode })}
            </Box>
          )}
        </>
      ),
    },
    { key: 'hitsByKind', render: hits },
    {
      key: 'actions',
      render: (item) => (
        <IconButton
          aria-label={intl.formatMessage({ id: 'medicheck.items.delete' }, { title: item.title })}
          disabled={remove.isPending}
          onClick={() =>
            window.confirm(
              intl.formatMessage({ id: 'medicheck.items.deleteConfirm' }, { title: item.title }),
            ) && remove.mutate(item.id)
          }
        >
          <DeleteOutline />
        </IconButton>
      ),
    },
  ]
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          type="search"
          label={intl.formatMessage({ id: 'medicheck.items.search' })}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.items.status' })}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'medicheck.filter.all' })}</MenuItem>
          {STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {intl.formatMessage({ id: `medicheck.itemStatus.${option}` })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {(items.error ?? remove.error) && (
        <Alert severity="error">{errors.formText(items.error ?? remove.error)}</Alert>
      )}
      {items.data && (
        <ItemsTable
          items={items.data.items}
          columns={columns}
          label={intl.formatMessage({ id: 'medicheck.items.table' })}
          onOpen={setOpen}
        />
      )}
      {open && <ItemDialog itemId={open} onClose={() => setOpen(null)} />}
    </Box>
  )
}
