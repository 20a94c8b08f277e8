import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
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
import { canAccess } from '../../../../../shared/policy/can-access.ts'
import { useApiErrorText } from '../../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../../lib/session/session-context.tsx'
import { showToast } from '../../../../lib/toast/toast-store.ts'
import type { ApiResourceId } from '../../api/resource-api-types.ts'
import { useBulkUploads } from '../../api/get-bulk-uploads.ts'
import { WORKING_STATUSES, type BulkUploadListItem, type BulkUploadStatus } from '../../api/bulk-upload-types.ts'
import { useDeleteBulkUpload } from '../../api/delete-bulk-upload.ts'
import { isResourceId, resourceById } from '../../lib/product-data-resources.ts'

export const STATUS_COLOURS: Readonly<Record<BulkUploadStatus, 'default' | 'info' | 'success' | 'error' | 'warning'>> = {
  validating: 'info',
  validated: 'default',
  committing: 'info',
  committed: 'success',
  failed: 'error',
}

/** The group's uploads, newest first: when, who, which file into which list, how many rows, and the result; writers may delete them. */
export function UploadHistory({ resource, onOpen, onDeleted }: { resource: ApiResourceId | undefined; onOpen: (jobId: string) => void; onDeleted: (jobId: string) => void }) {
  const intl = useIntl()
  const user = useSessionUser()
  const [page, setPage] = useState(1)
  const jobs = useBulkUploads({ page, pageSize: 10, ...(resource ? { resource } : {}) })
  const remove = useDeleteBulkUpload()
  const errors = useApiErrorText()
  const deletable = (job: BulkUploadListItem) =>
    !WORKING_STATUSES.includes(job.status) && isResourceId(job.resource) && canAccess(user, resourceById(job.resource).access.write)
  const deleteJob = (job: BulkUploadListItem) =>
    remove.mutate(job.id, {
      onSuccess: () => {
        showToast(intl.formatMessage({ id: 'bulkUpload.deleted' }), 'success')
        onDeleted(job.id)
      },
      onError: (error) => showToast(errors.formText(error) ?? '', 'error'),
    })
  if (jobs.error) return <Alert severity="error">{errors.formText(jobs.error)}</Alert>
  if (jobs.data?.total === 0)
    return (
      <Typography color="textSecondary" role="status" sx={{ p: 2 }}>
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
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onOpen(job.id)}>
                    <FormattedMessage id="bulkUpload.history.open" />
                  </Button>
                  {deletable(job) && (
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'bulkUpload.deleteUpload' }, { file: job.fileName })}
                      title={intl.formatMessage({ id: 'bulkUpload.delete' })}
                      disabled={remove.isPending}
                      onClick={() => deleteJob(job)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
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
