import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { useMemo, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

export interface Column<Row> {
  /** teamActivity.column.<key> is its title. */
  key: string
  /** What the column sorts by. */
  value: (row: Row) => string | number
  /** What the cell shows; the value as text when not given. */
  render?: (row: Row) => ReactNode
  numeric?: boolean
}

/** A table whose every column header sorts it (a second click reverses); rows are shown as given until then. */
export function SortableTable<Row>({ rows, columns, rowKey, label, initialSort }: { rows: readonly Row[]; columns: readonly Column<Row>[]; rowKey: (row: Row) => string; label: string; initialSort?: { key: string; direction: 'asc' | 'desc' } }) {
  const intl = useIntl()
  const [sort, setSort] = useState(initialSort ?? null)
  const sorted = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.key)
    if (!sort || !column) return rows
    const factor = sort.direction === 'asc' ? 1 : -1
    return [...rows].sort((a, b) => {
      const [x, y] = [column.value(a), column.value(b)]
      return factor * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), intl.locale))
    })
  }, [rows, columns, sort, intl.locale])
  if (rows.length === 0) return <Typography color="textSecondary" sx={{ p: 2 }}><FormattedMessage id="teamActivity.noRows" /></Typography>
  const toggle = (key: string, numeric: boolean | undefined) =>
    setSort((current) => (current?.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: numeric ? 'desc' : 'asc' }))
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sortDirection={sort?.key === column.key ? sort.direction : false}>
                <TableSortLabel active={sort?.key === column.key} direction={sort?.key === column.key ? sort.direction : 'asc'} onClick={() => toggle(column.key, column.numeric)}>
                  <FormattedMessage id={`teamActivity.column.${column.key}`} />
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                  {column.render ? column.render(row) : column.numeric ? intl.formatNumber(Number(column.value(row))) : column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
