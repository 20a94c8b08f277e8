import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../../lib/api/use-api-error-text.ts'
import type { ApiResourceId } from '../../api/resource-api-types.ts'
import { useBulkUploads } from '../../api/get-bulk-uploads.ts'
import type { BulkUploadStatus } from '../../api/bulk-upload-types.ts'
import { isResourceId, resourceById } from '../../lib/product-data-resources.ts'

export const STATUS_COLOURS: Readonly<Record<BulkUploadStatus, 'default' | 'info' | 'success' | 'error' | 'warning'>> = {
  validating: 'info',
  validated: 'default',
  committing: 'info',
  committed: 'success',
  failed: 'error',
}

/** The group's uploads, newest first: when, who, which file into which list, how many rows, and the result. */
export function UploadHistory({ resource, onOpen }: { resource: ApiResourceId | undefined; onOpen: (jobId: string) => void }) {
  const intl = useIntl()
  const [page, setPage] = useState(1)
  const jobs = useBulkUploads({ page, pageSize: 10, ...(resource ? { resource } : {}) })
  const errors = useApiErrorText()
  if (jobs.error) return <Alert severity="error">{errors.formText(jobs.error)}</Alert>
  if (jobs.data?.total === 0)
    return (
      <Typography color="text.secondary" role="status" sx={{ p: 2 }}>
        <FormattedMessage id="bulkUpload.history.empty" />
      </Typography>
    )
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: 'bulkUpload.history' })}>
          <TableHead>
            <TableRow>
              {['when', 'who', 'list', 'file', 'rows', 'result'].map((column) => (
                <TableCell key={column}>
                  <FormattedMessage id={`bulkUpload.history.${column}`} />
                </TableCell>
              ))}
              <TableCell>
                <FormattedMessage id="bulkUpload.history.details" />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(jobs.data?.items ?? []).map((job) => (
              <TableRow key={job.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <FormattedDate value={job.createdAt} /> <FormattedTime value={job.createdAt} />
                </TableCell>
                <TableCell>{job.createdByEmail}</TableCell>
                <TableCell>{isResourceId(job.resource) ? intl.formatMessage({ id: resourceById(job.resource).title }) : job.resource}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{job.fileName}</TableCell>
                <TableCell>
                  <FormattedMessage
                    id="bulkUpload.history.counts"
                    values={{ total: job.totalRows, rejected: job.rejectedRows, inserted: job.inserted, updated: job.updated }}
                  />
                </TableCell>
                <TableCell>
                  <Chip size="small" color={STATUS_COLOURS[job.status]} label={intl.formatMessage({ id: `bulkUpload.status.${job.status}` })} />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(job.id)}>
                    <FormattedMessage id="bulkUpload.history.open" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={jobs.data?.total ?? 0}
        page={jobs.data ? page - 1 : 0}
        onPageChange={(_event, next) => setPage(next + 1)}
        rowsPerPage={10}
        rowsPerPageOptions={[10]}
        labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'productData.displayedRows' }, { from, to, count })}
        getItemAriaLabel={(type) => intl.formatMessage({ id: `productData.pagination.${type}` })}
      />
    </>
  )
}
