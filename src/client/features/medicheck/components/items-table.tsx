import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ItemRow } from '../api/medicheck-types.ts'

export interface ItemColumn {
  /** medicheck.column.<key> is its title. */
  key: string
  render: (item: ItemRow) => ReactNode
  numeric?: boolean
}

export const totalHits = (item: ItemRow) =>
  Object.values(item.hitCounts ?? {}).reduce((sum, count) => sum + (count ?? 0), 0)

/** Items as rows: the title opens the drill-down; the columns are the page's. */
export function ItemsTable({
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
  if (items.length === 0) {
    return (
      <Typography color="textSecondary" sx={{ p: 2 }} role="status">
        <FormattedMessage id="medicheck.items.empty" />
      </Typography>
    )
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="medicheck.column.date" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="medicheck.column.title" />
            </TableCell>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                <FormattedMessage id={`medicheck.column.${column.key}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id} hover data-testid="medicheck-item-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {intl.formatDate(item.publishedAt ?? item.fetchedAt, { dateStyle: 'medium' })}
              </TableCell>
              <TableCell sx={{ maxWidth: 320 }}>
                <Button
                  size="small"
                  onClick={() => onOpen(item.id)}
                  sx={{ textAlign: 'left', textTransform: 'none', overflowWrap: 'anywhere' }}
                >
                  {item.title}
                </Button>
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                  {column.render(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
