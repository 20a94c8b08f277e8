import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import { FormattedMessage, useIntl } from 'react-intl'
import { columnLabel } from '../../lib/column-label.ts'
import type { ListResource } from '../../lib/product-data-resources.ts'

interface ColumnMappingProps {
  readonly resource: ListResource
  /** The file's header row. */
  readonly headers: readonly string[]
  /** The columns the list takes. */
  readonly columns: readonly string[]
  /** File header -> column ('' ignores the header). */
  readonly mapping: Readonly<Record<string, string>>
  readonly onChange: (mapping: Record<string, string>) => void
  readonly disabled?: boolean
}

/** Which column of the list each header of the file fills; a column can be filled by one header only. */
export function ColumnMapping({ resource, headers, columns, mapping, onChange, disabled = false }: ColumnMappingProps) {
  const intl = useIntl()
  const taken = new Set(Object.values(mapping).filter(Boolean))
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'bulkUpload.mapping' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="bulkUpload.fileHeader" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="bulkUpload.listColumn" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {headers.map((header) => {
          const value = mapping[header] ?? ''
          return (
            <TableRow key={header}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{header}</TableCell>
              <TableCell sx={{ minWidth: 260 }}>
                <TextField
                  select
                  size="small"
                  fullWidth
                  disabled={disabled}
                  value={columns.includes(value) ? value : ''}
                  onChange={(event) => onChange({ ...mapping, [header]: event.target.value })}
                  slotProps={{
                    select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': intl.formatMessage({ id: 'bulkUpload.columnFor' }, { header }) } },
                  }}
                >
                  <MenuItem value="">
                    <em>{intl.formatMessage({ id: 'bulkUpload.ignore' })}</em>
                  </MenuItem>
                  {columns.map((column) => (
                    <MenuItem key={column} value={column} disabled={column !== value && taken.has(column)}>
                      {columnLabel(intl, resource, column)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
