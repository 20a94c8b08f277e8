import DownloadIcon from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../../lib/toast/toast-store.ts'
import { WORKING_STATUSES, type BulkUpload, type TextEncoding } from '../../api/bulk-upload-types.ts'
import { useCommitBulkUpload } from '../../api/commit-bulk-upload.ts'
import { useDownloadBulkReport } from '../../api/download-bulk-report.ts'
import { isResourceId, resourceById } from '../../lib/product-data-resources.ts'
import { ColumnMapping } from './column-mapping.tsx'
import { EncodingChoice } from './encoding-choice.tsx'
import { STATUS_COLOURS } from './upload-history.tsx'
import { UploadRowsTable } from './upload-rows-table.tsx'

interface UploadJobPanelProps {
  readonly job: BulkUpload
  /** Checks the same file again with another mapping; absent when the file is no longer at hand. */
  readonly onRevalidate?: ((mapping: Record<string, string>) => void) | undefined
  /** Checks the same file again read in another encoding; absent when the file is no longer at hand. */
  readonly onReencode?: ((encoding: TextEncoding) => void) | undefined
  readonly revalidating: boolean
}

/** One upload: progress, the column mapping it used, what committing would do, every rejected row, and commit. */
export function UploadJobPanel({ job, onRevalidate, onReencode, revalidating }: UploadJobPanelProps) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const commit = useCommitBulkUpload()
  const report = useDownloadBulkReport()
  const [mapping, setMapping] = useState<Record<string, string>>({ ...job.mapping })
  const [mappedJob, setMappedJob] = useState(job.id)
  if (mappedJob !== job.id) {
    // Another job (a new check, or one from the history): start from the mapping it used.
    setMappedJob(job.id)
    setMapping({ ...job.mapping })
  }
  if (!isResourceId(job.resource)) return null
  const resource = resourceById(job.resource)
  const working = WORKING_STATUSES.includes(job.status)
  const checked = job.status !== 'validating'
  const mappingChanged = job.headers.some((header) => (mapping[header] ?? '') !== (job.mapping[header] ?? ''))
  const canCommit = job.status === 'validated' && job.rejectedRows === 0 && job.validRows > 0
  const progress = working ? progressOf(job) : null

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
          {job.fileName}
        </Typography>
        <Chip size="small" label={intl.formatMessage({ id: resource.title })} />
        <Chip size="small" color={STATUS_COLOURS[job.status]} label={intl.formatMessage({ id: `bulkUpload.status.${job.status}` })} />
      </Box>
      {progress && (
        <Box>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
            <FormattedMessage id={progress.text} values={{ done: progress.done, total: progress.total }} />
          </Typography>
          <LinearProgress
            variant={progress.total > 0 ? 'determinate' : 'indeterminate'}
            value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            aria-label={intl.formatMessage({ id: 'bulkUpload.progress' })}
          />
        </Box>
      )}
      {job.status === 'failed' && <Alert severity="error">{job.message ?? intl.formatMessage({ id: 'bulkUpload.failed' })}</Alert>}
      {checked && (
        <Box role="status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          {(['totalRows', 'validRows', 'rejectedRows', 'inserted', 'updated', 'unchanged'] as const).map((count) => (
            <Box key={count}>
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage id={`bulkUpload.count.${count}`} />
              </Typography>
              <Typography variant="h6" component="p" color={count === 'rejectedRows' && job.rejectedRows > 0 ? 'error' : undefined}>
                <FormattedNumber value={job[count]} />
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {job.status === 'committed' && (
        <Alert severity="success">
          <FormattedMessage id="bulkUpload.committed" values={{ inserted: job.inserted, updated: job.updated, unchanged: job.unchanged }} />
        </Alert>
      )}
      {job.encoding && (
        <EncodingChoice encoding={job.encoding} onChange={onReencode} disabled={revalidating || working || job.status === 'committed'} />
      )}
      {job.headers.length > 0 && (
        <Box component="section" aria-labelledby="mapping-title">
          <Typography id="mapping-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="bulkUpload.mapping" />
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            <FormattedMessage id={onRevalidate ? 'bulkUpload.mappingHint' : 'bulkUpload.mappingReadOnly'} />
          </Typography>
          <ColumnMapping
            resource={resource}
            headers={job.headers}
            columns={job.columns}
            mapping={mapping}
            onChange={setMapping}
            disabled={!onRevalidate || working || job.status === 'committed'}
          />
          {onRevalidate && mappingChanged && (
            <Button variant="outlined" sx={{ mt: 1.5 }} loading={revalidating} onClick={() => onRevalidate(mapping)}>
              <FormattedMessage id="bulkUpload.revalidate" />
            </Button>
          )}
        </Box>
      )}
      {checked && job.rejectedRows > 0 && (
        <Box component="section" aria-labelledby="rejected-title">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
            <Typography id="rejected-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
              <FormattedMessage id="bulkUpload.rejectedRows" />
            </Typography>
            <Button
              startIcon={<DownloadIcon />}
              loading={report.isPending}
              onClick={() => report.mutate({ jobId: job.id, fileName: job.fileName }, { onError: (error) => showToast(errors.formText(error) ?? '', 'error') })}
            >
              <FormattedMessage id="bulkUpload.downloadReport" />
            </Button>
          </Box>
          <Alert severity="warning" sx={{ mb: 1 }}>
            <FormattedMessage id="bulkUpload.fixAndRetry" values={{ rejected: job.rejectedRows }} />
          </Alert>
          <UploadRowsTable resource={resource} jobId={job.id} rows="rejected" />
        </Box>
      )}
      {checked && job.status !== 'failed' && (
        <Box component="section" aria-labelledby="preview-title">
          <Typography id="preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            <FormattedMessage id="bulkUpload.preview" />
          </Typography>
          <UploadRowsTable resource={resource} jobId={job.id} rows="first" />
        </Box>
      )}
      {commit.error && <Alert severity="error">{errors.formText(commit.error)}</Alert>}
      {job.status === 'validated' && (
        <Box>
          <Button variant="contained" disabled={!canCommit} loading={commit.isPending} onClick={() => commit.mutate(job.id)}>
            <FormattedMessage id="bulkUpload.commit" values={{ rows: job.validRows }} />
          </Button>
        </Box>
      )}
    </Box>
  )
}

/**
 * What the server is doing: checking the rows, or committing, which checks them again (the lists may
 * have changed) and then writes the new and changed ones, counted against what the re-check found.
 */
function progressOf(job: BulkUpload): { text: string; done: number; total: number } {
  if (job.status === 'validating') return { text: 'bulkUpload.progress.validating', done: job.processedRows, total: job.totalRows }
  if (job.processedRows < job.totalRows) return { text: 'bulkUpload.progress.rechecking', done: job.processedRows, total: job.totalRows }
  return { text: 'bulkUpload.progress.committing', done: job.writtenRows, total: job.inserted + job.updated }
}
