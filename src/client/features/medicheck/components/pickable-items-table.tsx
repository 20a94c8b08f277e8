import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ItemRow } from '../api/medicheck-types.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { ItemsTable, type ItemColumn } from './items-table.tsx'
import { StartRunDialog } from './start-run-dialog.tsx'

/** The items table where admins pick items by hand and run them (the estimate first, as for any run). */
export function PickableItemsTable({
  items,
  columns,
  label,
  onOpen,
}: {
  items: readonly ItemRow[]
  columns: readonly ItemColumn[]
  label: string
  onOpen: (itemId: string) => void
}) {
  const intl = useIntl()
  const mayStart = useMayCall('POST', '/api/medicheck/runs')
  const [picked, setPicked] = useState<readonly string[]>([])
  const [starting, setStarting] = useState(false)
  // Only what is listed can stay picked (a filter may have hidden an item since).
  const shown = picked.filter((id) => items.some((item) => item.id === id))
  const toggle = (id: string) =>
    setPicked((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]))
  const pick: ItemColumn = {
    key: 'select',
    render: (item) => (
      <Checkbox
        size="small"
        checked={shown.includes(item.id)}
        onChange={() => toggle(item.id)}
        slotProps={{
          input: { 'aria-label': intl.formatMessage({ id: 'medicheck.items.pick' }, { title: item.title }) },
        }}
      />
    ),
  }
  return (
    <>
      {mayStart && items.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, px: 2, pt: 2 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<PlayArrowOutlined />}
            disabled={shown.length === 0}
            onClick={() => setStarting(true)}
          >
            <FormattedMessage id="medicheck.run.startPicked" values={{ count: shown.length }} />
          </Button>
        </Box>
      )}
      <ItemsTable
        items={items}
        columns={mayStart ? [pick, ...columns] : columns}
        label={label}
        onOpen={onOpen}
      />
      {starting && (
        <StartRunDialog
          itemIds={shown}
          onClose={() => {
            setStarting(false)
            setPicked([])
          }}
        />
      )}
    </>
  )
}
