import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useAmbassadors } from '../api/get-ambassadors.ts'
import { useAddAmbassador, useRemoveAmbassador } from '../api/change-ambassadors.ts'

/** The programme's ambassadors with their consent; ADMIN adds and removes them. */
export function AmbassadorsPanel({ canManage }: { canManage: boolean }) {
  const intl = useIntl()
  const ambassadors = useAmbassadors()
  const add = useAddAmbassador()
  const remove = useRemoveAmbassador()
  const errors = useApiErrorText()
  const [name, setName] = useState('')
  const [consentOn, setConsentOn] = useState('')
  const fields = errors.fieldTexts(add.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate({ name, consentOn }, { onSuccess: () => setName('') })
  }
  return (
    <Box>
      {canManage && (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}
        >
          <TextField
            size="small"
            required
            label={intl.formatMessage({ id: 'influencing.ambassador.name' })}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(fields.name)}
            helperText={fields.name}
          />
          <TextField
            size="small"
            required
            type="date"
            label={intl.formatMessage({ id: 'influencing.ambassador.consentOn' })}
            value={consentOn}
            onChange={(e) => setConsentOn(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(fields.consentOn)}
            helperText={fields.consentOn ?? intl.formatMessage({ id: 'influencing.ambassador.consentHelp' })}
          />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            <FormattedMessage id="influencing.ambassador.add" />
          </Button>
        </Box>
      )}
      {add.error && Object.keys(fields).length === 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(add.error)}
        </Alert>
      )}
      {remove.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(remove.error)}
        </Alert>
      )}
      {ambassadors.data && ambassadors.data.items.length === 0 ? (
        <Typography color="textSecondary" role="status">
          <FormattedMessage
            id={canManage ? 'influencing.ambassador.empty.admin' : 'influencing.ambassador.empty'}
          />
        </Typography>
      ) : (
        <Table size="small" aria-label={intl.formatMessage({ id: 'influencing.tab.ambassadors' })}>
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="influencing.column.ambassador" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="influencing.ambassador.consentOn" />
              </TableCell>
              <TableCell>
                <FormattedMessage id="influencing.column.posts" />
              </TableCell>
              {canManage && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {ambassadors.data?.items.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{a.name}</TableCell>
                <TableCell>{a.consentOn}</TableCell>
                <TableCell>{intl.formatNumber(a.posts)}</TableCell>
                {canManage && (
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        window.confirm(
                          intl.formatMessage(
                            { id: 'influencing.ambassador.removeConfirm' },
                            { name: a.name },
                          ),
                        ) && remove.mutate(a.id)
                      }
                    >
                      <FormattedMessage id="influencing.ambassador.remove" />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  )
}
