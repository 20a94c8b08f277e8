import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastPromptVersion } from '../api/get-podcast-prompts.ts'
import { useUsePodcastPrompt } from '../api/use-podcast-prompt.ts'

/** The podcast prompt's versions, newest first: the one in use marked, any other put in use or loaded into the editor. */
export function PodcastPromptVersions({
  versions,
  onEdit,
}: {
  versions: readonly PodcastPromptVersion[]
  onEdit: (version: PodcastPromptVersion) => void
}) {
  const intl = useIntl()
  const activate = useUsePodcastPrompt()
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
            <TableRow key={version.id} data-testid="podcast-prompt-version" data-in-use={version.inUse}>
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
                  <Chip
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
