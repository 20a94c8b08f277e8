import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDeleteNotificationRule } from '../api/delete-notification-rule.ts'
import { useNotificationRules } from '../api/get-notification-rules.ts'
import type { NotificationRule } from '../api/medicheck-types.ts'
import { useMayCall } from '../lib/use-may-call.ts'
import { RuleDialog } from './rule-dialog.tsx'

/** The rules evaluated as findings arrive: a suspected AE to the inbox at once, others into a digest, each with its cooldown. */
export function NotificationRulesPanel() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const rules = useNotificationRules()
  const remove = useDeleteNotificationRule()
  const mayManage = useMayCall('POST', '/api/medicheck/notification-rules')
  const [editing, setEditing] = useState<NotificationRule | 'new' | null>(null)
  return (
    <Box component="section" aria-labelledby="medicheck-rules-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="medicheck-rules-title" variant="h5" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="medicheck.rules.title" />
        </Typography>
        {mayManage && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            <FormattedMessage id="medicheck.rules.add" />
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="medicheck.rules.intro" />
      </Typography>
      {(rules.error ?? remove.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(rules.error ?? remove.error)}
        </Alert>
      )}
      {rules.data && rules.data.length === 0 && (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="medicheck.rules.empty" />
        </Typography>
      )}
      {rules.data && rules.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.rules.title' })}>
            <TableHead>
              <TableRow>
                {[
                  'name',
                  'findingType',
                  'product',
                  'delivery',
                  'cooldown',
                  'lastFired',
                  ...(mayManage ? ['actions'] : []),
                ].map((key) => (
                  <TableCell key={key}>
                    <FormattedMessage id={`medicheck.rules.column.${key}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.data.map((rule) => (
                <TableRow key={rule.id} data-testid="medicheck-rule" data-enabled={rule.enabled}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {rule.name}
                    {!rule.enabled && (
                      <Typography variant="caption" component="div" color="textSecondary">
                        <FormattedMessage id="medicheck.rules.paused" />
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {intl.formatMessage({ id: `medicheck.findingType.${rule.findingType}` })}
                  </TableCell>
                  <TableCell>
                    {rule.product ?? intl.formatMessage({ id: 'medicheck.rules.anyProduct' })}
                  </TableCell>
                  <TableCell>
                    {intl.formatMessage({ id: `medicheck.rules.delivery.${rule.delivery}` })}
                  </TableCell>
                  <TableCell>
                    {intl.formatMessage({ id: 'medicheck.rules.minutes' }, { minutes: rule.cooldownMinutes })}
                  </TableCell>
                  <TableCell>
                    {rule.lastFiredAt
                      ? intl.formatDate(rule.lastFiredAt, { dateStyle: 'medium', timeStyle: 'short' })
                      : '–'}
                  </TableCell>
                  {mayManage && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(rule)}>
                        <FormattedMessage id="medicheck.rules.edit" />
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={remove.isPending}
                        onClick={() =>
                          window.confirm(
                            intl.formatMessage({ id: 'medicheck.rules.deleteConfirm' }, { name: rule.name }),
                          ) && remove.mutate(rule.id)
                        }
                      >
                        <FormattedMessage id="medicheck.rules.delete" />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <RuleDialog rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  )
}
