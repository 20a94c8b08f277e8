import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useResolveChatThread } from '../api/resolve-chat-thread.ts'
import { useRouteName } from '../lib/use-route-name.ts'

/** Resolves a chat item's thread reference to the person who wrote, for a PV follow-up (audited). */
export function ChatThreadLookup() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const routeName = useRouteName()
  const resolve = useResolveChatThread()
  const [ref, setRef] = useState('')
  const found = resolve.data
  return (
    <Box
      component="form"
      aria-labelledby="medicheck-chat-lookup-title"
      onSubmit={(event) => (event.preventDefault(), ref.trim() && resolve.mutate(ref))}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}
    >
      <Typography id="medicheck-chat-lookup-title" variant="h6" component="h2">
        <FormattedMessage id="medicheck.chatLookup.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="medicheck.chatLookup.about" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'medicheck.chatLookup.ref' })}
          value={ref}
          onChange={(event) => setRef(event.target.value)}
          placeholder="CT-XXXX-XXXX-XXXX"
        />
        <Button type="submit" variant="outlined" disabled={!ref.trim() || resolve.isPending}>
          <FormattedMessage id="medicheck.chatLookup.resolve" />
        </Button>
      </Box>
      {resolve.error && <Alert severity="error">{errors.formText(resolve.error)}</Alert>}
      {found && (
        <Alert severity={found.thread ? 'info' : 'warning'} data-testid="medicheck-chat-lookup-result">
          {found.thread ? (
            <FormattedMessage
              id="medicheck.chatLookup.found"
              values={{
                ref: found.threadRef,
                route: routeName(found.route),
                user: found.thread.user.username,
                email: found.thread.user.email,
                started: intl.formatDate(found.thread.startedAt, { dateStyle: 'medium' }),
                count: found.messages.length,
              }}
            />
          ) : (
            <FormattedMessage
              id="medicheck.chatLookup.gone"
              values={{ ref: found.threadRef, route: routeName(found.route) }}
            />
          )}
        </Alert>
      )}
    </Box>
  )
}
