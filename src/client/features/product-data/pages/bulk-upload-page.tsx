import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useCreateBulkUpload } from '../api/create-bulk-upload.ts'
import type { TextEncoding } from '../api/bulk-upload-types.ts'
import { useBulkUpload } from '../api/get-bulk-upload.ts'
import { UploadForm } from '../components/bulk/upload-form.tsx'
import { UploadHistory } from '../components/bulk/upload-history.tsx'
import { UploadJobPanel } from '../components/bulk/upload-job-panel.tsx'
import { parseBulkUploadSearch, type BulkUploadSearch } from '../lib/bulk-upload-search.ts'
import { listResources } from '../lib/product-data-resources.ts'
import { readFileBase64 } from '../lib/read-file-base64.ts'

const paperSx = { borderRadius: 3, p: 3, mb: 3 } as const

/** /services/bulk-upload: a CSV or XLSX file into any list the user may write, checked row by row before anything is written. */
export default function BulkUploadPage() {
  const intl = useIntl()
  const user = useSessionUser()
  const navigate = useNavigate()
  const search = parseBulkUploadSearch(useSearch({ strict: false }) as Readonly<Record<string, unknown>>)
  const writable = useMemo(() => listResources.filter((resource) => canAccess(user, resource.access.write)), [user])
  const resource = writable.some((candidate) => candidate.id === search.resource) ? search.resource : undefined
  const [file, setFile] = useState<File | null>(null)
  const [readProgress, setReadProgress] = useState<number | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  // The file read once: checking it again with another mapping sends the same content.
  const content = useRef<{ file: File; base64: string } | null>(null)
  const create = useCreateBulkUpload()
  const job = useBulkUpload(search.job ?? null)
  const errors = useApiErrorText()

  const setSearch = (next: BulkUploadSearch) => void navigate({ to: '.', search: next as never })
  const upload = async ({ mapping, encoding }: { mapping?: Record<string, string>; encoding?: TextEncoding } = {}) => {
    if (!file || !resource) return
    setReadError(null)
    try {
      if (content.current?.file !== file) {
        setReadProgress(0)
        content.current = { file, base64: await readFileBase64(file, setReadProgress) }
      }
    } catch {
      setReadError(intl.formatMessage({ id: 'bulkUpload.readFailed' }))
      return
    } finally {
      setReadProgress(null)
    }
    create.mutate(
      { resource, fileName: file.name, content: content.current.base64, ...(mapping ? { mapping } : {}), ...(encoding ? { encoding } : {}) },
      { onSuccess: (started) => setSearch({ resource, job: started.id }) },
    )
  }
  // An unreadable file comes back as a field error on `content`: say it above the form all the same.
  const uploadError = create.error ? (errors.formText(create.error) ?? Object.values(errors.fieldTexts(create.error)).join(' ')) : null
  const sameFile = Boolean(file && job.data && job.data.fileName === file.name && job.data.resource === resource)

  return (
    <>
      <PageHeader title={<FormattedMessage id="page.services.bulkUpload" />} subtitle={<FormattedMessage id="bulkUpload.subtitle" />} />
      <Paper variant="outlined" sx={paperSx}>
        {writable.length === 0 ? (
          <Typography role="status">
            <FormattedMessage id="bulkUpload.notAllowed" />
          </Typography>
        ) : (
          <UploadForm
            resources={writable}
            resource={resource}
            onResourceChange={(id) => setSearch({ resource: id })}
            file={file}
            onFileChange={setFile}
            readProgress={readProgress}
            busy={readProgress !== null || create.isPending}
            error={readError ?? uploadError}
            onSubmit={() => void upload()}
          />
        )}
      </Paper>
      {search.job && (
        <Paper variant="outlined" sx={paperSx}>
          {job.error ? (
            <Typography color="error">{errors.formText(job.error)}</Typography>
          ) : job.data ? (
            <UploadJobPanel
              job={job.data}
              revalidating={create.isPending}
              // Another mapping keeps the encoding chosen; another encoding may change the headers, so the mapping is found again.
              onRevalidate={sameFile ? (mapping) => void upload({ mapping, ...(job.data.encoding ? { encoding: job.data.encoding } : {}) }) : undefined}
              onReencode={sameFile ? (encoding) => void upload({ encoding }) : undefined}
            />
          ) : (
            <Typography color="textSecondary">
              <FormattedMessage id="app.loading" />
            </Typography>
          )}
        </Paper>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
          <FormattedMessage id="bulkUpload.history" />
        </Typography>
        <UploadHistory
          resource={resource}
          onOpen={(jobId) => setSearch({ ...(resource ? { resource } : {}), job: jobId })}
          onDeleted={(jobId) => {
            if (search.job === jobId) setSearch(resource ? { resource } : {})
          }}
        />
      </Paper>
    </>
  )
}
