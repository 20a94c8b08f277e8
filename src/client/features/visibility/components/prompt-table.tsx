import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TrackedPrompt } from '../api/visibility-types.ts'

/** The tracked prompts; admins pause, resume and delete them. Branded prompts are marked: they stay out of the headline figures. */
export function PromptTable({
  prompts,
  canManage,
  onActive,
  onDelete,
}: {
  prompts: readonly TrackedPrompt[]
  canManage: boolean
  onActive: (prompt: TrackedPrompt, active: boolean) => void
  onDelete: (prompt: TrackedPrompt) => void
}) {
  const intl = useIntl()
  return (
    <Table size="small" data-testid="visibility-prompt-table">
      <TableHead>
        <TableRow>
          {['text', 'topic', 'category', 'market', 'branded', 'active'].map((column) => (
            <TableCell key={column}>
              <FormattedMessage id={`visibility.prompts.column.${column}`} />
            </TableCell>
          ))}
          {canManage && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {prompts.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{p.text}</TableCell>
            <TableCell>{p.topic}</TableCell>
            <TableCell>
              <FormattedMessage id={`visibility.category.${p.category}`} />
            </TableCell>
            <TableCell>{`${p.market}/${p.language}`}</TableCell>
            <TableCell>
              {p.branded && (
                <Chip size="small" label={intl.formatMessage({ id: 'visibility.prompts.branded' })} />
              )}
            </TableCell>
            <TableCell>
              <Switch
                size="small"
                checked={p.active}
                disabled={!canManage}
                onChange={(e) => onActive(p, e.target.checked)}
                slotProps={{
                  input: { 'aria-label': intl.formatMessage({ id: 'visibility.prompts.column.active' }) },
                }}
              />
            </TableCell>
            {canManage && (
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage({ id: 'visibility.prompts.delete' })}
                  onClick={() => onDelete(p)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
