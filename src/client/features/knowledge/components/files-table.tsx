import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import DownloadIcon from '@mui/icons-material/Download'
import EditIcon from '@mui/icons-material/EditOutlined'
import RefreshIcon from '@mui/icons-material/Refresh'
import TuneIcon from '@mui/icons-material/Tune'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { apiClient } from '../../../lib/api/api-client.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCollectionFiles, useFileMutations, type KnowledgeFile } from '../api/files.ts'
import { useByteSize } from '../lib/byte-size.ts'
import { useSaveFileProfile } from '../api/file-profile.ts'
import { MetadataDialog } from './metadata-dialog.tsx'
import { ProfileDialog } from './profile-dialog.tsx'

/** Size and metadata give way on a phone; name, status and actions stay. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const
const columns = [
  ['name', {}],
  ['status', {}],
  ['size', wideOnly],
  ['metadata', wideOnly],
  ['actions', {}],
] as const

const statusColor = {
  queued: 'default',
  extracting: 'info',
  indexing: 'info',
  ready: 'success',
  failed: 'error',
} as const

/** Saves the file through the API (the download needs the Authorization header a plain link lacks). */
async function downloadFile(file: KnowledgeFile) {
  const { data } = await apiClient.GET('/api/knowledge/files/{fileId}/content', {
    params: { path: { fileId: file.id } },
    parseAs: 'blob',
  })
  if (!data) return
  const url = URL.createObjectURL(data as Blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: file.filename })
  link.click()
  URL.revokeObjectURL(url)
}

/** The collection's files with their indexing status (refreshing while any is on its way). */
export function FilesTable({ collectionId }: { collectionId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const files = useCollectionFiles(collectionId)
  const size = useByteSize()
  const { describe, reindex, remove } = useFileMutations()
  const [editing, setEditing] = useState<KnowledgeFile | null>(null)
  const [profiling, setProfiling] = useState<KnowledgeFile | null>(null)
  const saveProfile = useSaveFileProfile()
  const [error, setError] = useState<string | null>(null)
  const reason = (file: KnowledgeFile) =>
    file.errorCode ? errors.text({ code: file.errorCode, message: file.errorCode }) : ''
  // The provider layer's codes (ai.providerUnavailable...) are catalogue keys of their own.
  const vectorReason = (code: string) => (code in intl.messages ? intl.formatMessage({ id: code }) : code)

  if (files.data?.length === 0)
    return (
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="knowledge.files.none" />
      </Typography>
    )
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={intl.formatMessage({ id: 'knowledge.files' })}
          sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
        >
          <TableHead>
            <TableRow>
              {columns.map(([column, sx]) => (
                <TableCell key={column} sx={sx}>
                  <FormattedMessage id={`knowledge.files.${column}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {files.data?.map((file) => (
              <TableRow key={file.id} data-testid="knowledge-file-row">
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{file.filename}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={statusColor[file.status]}
                    label={intl.formatMessage({ id: `knowledge.status.${file.status}` })}
                    data-status={file.status}
                  />
                  {file.status === 'failed' && (
                    <Typography variant="caption" color="error" component="div">
                      {reason(file)}
                    </Typography>
                  )}
                  {file.status === 'ready' && file.vectorErrorCode && (
                    <Typography
                      variant="caption"
                      color="warning"
                      component="div"
                      data-testid="knowledge-file-vectors-failed"
                    >
                      <FormattedMessage
                        id="knowledge.files.vectorsFailed"
                        values={{ reason: vectorReason(file.vectorErrorCode) }}
                      />
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{size(file.sizeBytes)}</TableCell>
                <TableCell sx={wideOnly}>
                  {Object.values(file.metadata).filter(Boolean).join(' · ')}
                  {file.profile && (
                    <Typography variant="caption" component="div" data-testid="knowledge-file-profile">
                      {[
                        file.profile.product,
                        file.profile.strength,
                        file.profile.documentType &&
                          intl.formatMessage({ id: `knowledge.profile.type.${file.profile.documentType}` }),
                        file.profile.versionDate,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  )}
                  {file.profile?.supersededBy && (
                    <Chip
                      size="small"
                      color="warning"
                      variant="outlined"
                      data-testid="knowledge-file-superseded"
                      label={intl.formatMessage({ id: 'knowledge.profile.superseded' })}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {/* Two by two on a phone, in one line from sm up. */}
                  <Box
                    sx={{
                      display: { xs: 'grid', sm: 'flex' },
                      gridTemplateColumns: 'repeat(2, auto)',
                      justifyContent: 'start',
                    }}
                  >
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'knowledge.files.download' })}
                      onClick={() => void downloadFile(file)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'knowledge.files.editMetadata' })}
                      onClick={() => (setError(null), setEditing(file))}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'knowledge.files.editProfile' })}
                      onClick={() => (setError(null), setProfiling(file))}
                    >
                      <TuneIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'knowledge.files.reindex' })}
                      onClick={() => reindex.mutate(file.id)}
                    >
                      <RefreshIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'knowledge.files.delete' })}
                      onClick={() =>
                        window.confirm(
                          intl.formatMessage(
                            { id: 'knowledge.files.confirmDelete' },
                            { name: file.filename },
                          ),
                        ) && remove.mutate(file.id)
                      }
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {editing && (
        <MetadataDialog
          file={editing}
          error={error}
          onClose={() => setEditing(null)}
          onSave={(metadata) =>
            describe.mutate(
              { fileId: editing.id, metadata },
              {
                onSuccess: () => setEditing(null),
                onError: (e) => setError(errors.formText(e) ?? String(e)),
              },
            )
          }
        />
      )}
      {profiling && (
        <ProfileDialog
          file={profiling}
          error={error}
          onClose={() => setProfiling(null)}
          onSave={(profile) =>
            saveProfile.mutate(
              { fileId: profiling.id, profile },
              {
                onSuccess: () => setProfiling(null),
                onError: (e) => setError(errors.formText(e) ?? String(e)),
              },
            )
          }
        />
      )}
    </>
  )
}
