import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, useIntl } from 'react-intl'
import { StaticChip } from '../../../components/static-chip.tsx'
import { useActivatePromptVersion } from '../api/activate-prompt-version.ts'
import type { PromptVersion } from '../api/medicheck-types.ts'

/** A profile's versions, newest first: the one in use marked, any other put in use, any loaded into the editor. */
export function PromptVersions({
  versions,
  onEdit,
}: {
  versions: readonly PromptVersion[]
  onEdit: (version: PromptVersion) => void
}) {
  const intl = useIntl()
  const activate = useActivatePromptVersion()
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
            <TableRow key={version.id} data-testid="medicheck-prompt-version" data-in-use={version.inUse}>
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
                  <Button
                    size="small"
                    disabled={activate.isPending}
                    onClick={() => activate.mutate(version.id)}
                  >
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
