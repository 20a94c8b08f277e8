import Alert from '@mui/material/Alert'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../../lib/api/use-api-error-text.ts'
import type { BulkUploadRow } from '../../api/bulk-upload-types.ts'
import { useBulkUploadRows } from '../../api/get-bulk-upload-rows.ts'
import { columnLabel } from '../../lib/column-label.ts'
import type { ListResource } from '../../lib/product-data-resources.ts'
import { useFieldErrorText } from '../../lib/use-field-error-text.ts'

const ACTION_COLOURS = { insert: 'success', update: 'info', unchanged: 'default', rejected: 'error' } as const

interface UploadRowsTableProps {
  readonly resource: ListResource
  readonly jobId: string
  /** first: the first rows as they would be written; rejected: every rejected row with its reasons. */
  readonly rows: 'first' | 'rejected'
}

/** Rows of an upload as validated: line, cells, what committing does, and why a row is refused. */
export function UploadRowsTable({ resource, jobId, rows: which }: UploadRowsTableProps) {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState(25)
  const rows = useBulkUploadRows(jobId, which === 'first' ? { rows: 'first', page: 1, pageSize: 100 } : { rows: 'rejected', page, pageSize })
  const errors = useApiErrorText()
  const reason = useFieldErrorText()
  if (rows.error) return <Alert severity="error">{errors.formText(rows.error)}</Alert>
  const columns = rows.data?.columns ?? []
  const describe = (row: BulkUploadRow) =>
    Object.entries(row.errors).map(([column, error]) => `${columnLabel(intl, resource, column)}: ${reason(error)}`)
  return (
    <>
      {rows.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={intl.formatMessage({ id: which === 'first' ? 'bulkUpload.preview' : 'bulkUpload.rejectedRows' })}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="bulkUpload.line" />
              </TableCell>
              {which === 'rejected' ? (
                <TableCell>
                  <FormattedMessage id="bulkUpload.reason" />
                </TableCell>
              ) : (
                <TableCell>
                  <FormattedMessage id="bulkUpload.action" />
                </TableCell>
              )}
              {columns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {columnLabel(intl, resource, column)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows.data?.rows ?? []).map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                {which === 'rejected' ? (
                  <TableCell sx={{ color: 'error.main', minWidth: 260 }}>
                    {describe(row).map((text) => (
                      <div key={text}>{text}</div>
                    ))}
                  </TableCell>
                ) : (
                  <TableCell>
                    <Chip size="small" variant="outlined" color={ACTION_COLOURS[row.action]} label={intl.formatMessage({ id: `bulkUpload.action.${row.action}` })} />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column} sx={row.errors[column] ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {row.values[column] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {which === 'rejected' && (
        <TablePagination
          component="div"
          count={rows.data?.total ?? 0}
          page={rows.data ? page - 1 : 0}
          onPageChange={(_event, next) => setPage(next + 1)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[25, 50, 100]}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value))
            setPage(1)
          }}
          labelRowsPerPage={intl.formatMessage({ id: 'productData.rowsPerPage' })}
          getItemAriaLabel={(type) => intl.formatMessage({ id: `productData.pagination.${type}` })}
          labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'productData.displayedRows' }, { from, to, count })}
        />
      )}
    </>
  )
}
