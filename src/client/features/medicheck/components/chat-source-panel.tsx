import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useChatSource } from '../api/get-chat-source.ts'
import type { ChatSource } from '../api/medicheck-types.ts'
import { useSaveChatSource } from '../api/save-chat-source.ts'
import { useRouteName } from '../lib/use-route-name.ts'
import { ChatThreadLookup } from './chat-thread-lookup.tsx'

/**
 * Chat messages as a source (ADMIN+, decision 0114): off by default; once on, what consumers write in
 * the chosen chatbots (never the answers) becomes items, pseudonymised, from that moment on.
 */
export function ChatSourcePanel() {
  const errors = useApiErrorText()
  const source = useChatSource()
  if (source.error) return <Alert severity="error">{errors.formText(source.error)}</Alert>
  if (!source.data) return <CircularProgress size={24} />
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {/* Remounted with each saved answer, so the form starts from what the server holds. */}
      <ChatSourceForm key={JSON.stringify(source.data)} saved={source.data} />
      <ChatThreadLookup />
    </Box>
  )
}

function ChatSourceForm({ saved }: { saved: ChatSource }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const routeName = useRouteName()
  const save = useSaveChatSource()
  const [enabled, setEnabled] = useState(saved.enabled)
  const [chosen, setChosen] = useState(() => saved.routes.filter((r) => r.chosen).map((r) => r.id))
  const changed =
    enabled !== saved.enabled ||
    chosen.length !== saved.routes.filter((r) => r.chosen).length ||
    saved.routes.some((r) => r.chosen !== chosen.includes(r.id))
  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]))
  const routesError = errors.fieldTexts(save.error).routes
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Box
      component="form"
      aria-labelledby="medicheck-chat-source-title"
      onSubmit={(event) => (event.preventDefault(), save.mutate({ enabled, routes: chosen }))}
      sx={{ display: 'grid', gap: 1.5, maxWidth: 720 }}
    >
      <Typography id="medicheck-chat-source-title" variant="h6" component="h2">
        <FormattedMessage id="medicheck.chatSource.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="medicheck.chatSource.about" />
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label={intl.formatMessage({ id: 'medicheck.chatSource.enabled' })}
      />
      <Typography variant="body2" data-testid="medicheck-chat-source-status">
        {saved.enabled && saved.enabledAt ? (
          <FormattedMessage
            id="medicheck.chatSource.onSince"
            values={{
              date: date(saved.enabledAt),
              taken: saved.messagesTaken,
              last: saved.lastIntakeAt
                ? date(saved.lastIntakeAt)
                : intl.formatMessage({ id: 'medicheck.chatSource.noIntakeYet' }),
            }}
          />
        ) : (
          <FormattedMessage id="medicheck.chatSource.off" values={{ taken: saved.messagesTaken }} />
        )}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle2">
          <FormattedMessage id="medicheck.chatSource.routes" />
        </Typography>
        {saved.routes.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="medicheck.chatSource.noRoutes" />
          </Typography>
        ) : (
          <FormGroup>
            {saved.routes.map((route) => (
              <FormControlLabel
                key={route.id}
                control={<Checkbox checked={chosen.includes(route.id)} onChange={() => toggle(route.id)} />}
                label={intl.formatMessage(
                  {
                    id: route.external ? 'medicheck.chatSource.routeExternal' : 'medicheck.chatSource.route',
                  },
                  { name: routeName(route.id) },
                )}
              />
            ))}
          </FormGroup>
        )}
        {routesError && <FormHelperText error>{routesError}</FormHelperText>}
      </Box>
      {save.error && !routesError && <Alert severity="error">{errors.formText(save.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          <FormattedMessage id="medicheck.chatSource.save" />
        </Button>
      </Box>
    </Box>
  )
}
