import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ListResource } from '../lib/product-data-resources.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { shownFieldOf } from '../lib/product-data-resources.ts'
import { CellValue } from './cell-value.tsx'

interface ResourceTableProps {
  readonly resource: ListResource
  readonly rows: readonly ResourceRow[]
  readonly columns: readonly string[]
  readonly sort: string
  readonly order: 'asc' | 'desc'
  readonly onSort: (field: string) => void
  readonly onOpen: (id: string) => void
}

/** One page of a list; the server sorts, so a header click asks it again. */
export function ResourceTable({ resource, rows, columns, sort, order, onSort, onOpen }: ResourceTableProps) {
  const intl = useIntl()
  const fields = columns.flatMap((name) => shownFieldOf(resource, name) ?? [])
  return (
    <Table size="small" stickyHeader aria-label={intl.formatMessage({ id: resource.title })}>
      <TableHead>
        <TableRow>
          {fields.map((field) => (
            <TableCell key={field.name} sortDirection={sort === field.name ? order : false} sx={{ whiteSpace: 'nowrap' }}>
              {!resource.list.sortable.includes(field.name) ? (
                // References (stored as ids), and on a large list every field without an index.
                <FormattedMessage id={field.label} />
              ) : (
                <TableSortLabel active={sort === field.name} direction={sort === field.name ? order : 'asc'} onClick={() => onSort(field.name)}>
                  <FormattedMessage id={field.label} />
                </TableSortLabel>
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
            {fields.map((field, index) => (
              <TableCell key={field.name} align={field.type === 'integer' || field.type === 'decimal' ? 'right' : 'left'}>
                {index === 0 ? (
                  // The first cell is the keyboard's way into the detail view.
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    onClick={(event) => {
                      event.stopPropagation()
                      onOpen(row.id)
                    }}
                    sx={{ textAlign: 'left' }}
                  >
                    <CellValue field={field} row={row} />
                  </Link>
                ) : (
                  <CellValue field={field} row={row} />
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
