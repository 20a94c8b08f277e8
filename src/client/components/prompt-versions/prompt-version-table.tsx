import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, useIntl } from 'react-intl'
import { StaticChip } from '../static-chip.tsx'

/** What the table shows of a prompt version (medicine-check's profiles, the podcast prompt). */
export interface VersionedPrompt {
  readonly id: string
  readonly version: number
  readonly instruction: string
  readonly note: string | null
  readonly inUse: boolean
  readonly createdAt: string
}

/** A prompt's versions, newest first: the one in use marked, any other put in use, any loaded into the editor. */
export function PromptVersionTable<Version extends VersionedPrompt>({
  versions,
  onEdit,
  onActivate,
  activating,
  rowTestId,
}: {
  versions: readonly Version[]
  onEdit: (version: Version) => void
  onActivate: (promptId: string) => void
  activating: boolean
  /** Each row's data-testid (the e2e tests find the rows by it). */
  rowTestId: string
}) {
  const intl = useIntl()
  const sorted = [...versions].sort((a, b) => b.version - a.version)
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.prompt.versions' })}>
        <TableHead>
          <TableRow>
            {['version', 'created', 'note', 'state', 'actions'].map((key) => (
              <TableCell key={key}>
                <FormattedMessage id={`medicheck.prompt.column.${key}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((version) => (
            <TableRow key={version.id} data-testid={rowTestId} data-in-use={version.inUse}>
              <TableCell>{version.version}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {intl.formatDate(version.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {version.note ??
                  (version.version === 1 ? intl.formatMessage({ id: 'medicheck.prompt.default' }) : '–')}
              </TableCell>
              <TableCell>
                {version.inUse && (
                  <StaticChip
                    size="small"
                    color="success"
                    label={intl.formatMessage({ id: 'medicheck.prompt.inUse' })}
                  />
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Button size="small" onClick={() => onEdit(version)}>
                  <FormattedMessage id="medicheck.prompt.editFrom" />
                </Button>
                {!version.inUse && (
                  <Button size="small" disabled={activating} onClick={() => onActivate(version.id)}>
                    <FormattedMessage id="medicheck.prompt.use" />
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
