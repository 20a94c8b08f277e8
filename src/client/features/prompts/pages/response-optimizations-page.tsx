import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useOptimizationMutations, useOptimizations, type Optimization } from '../api/optimizations.ts'
import { OptimizationDialog } from '../components/optimization-dialog.tsx'

type Editing = { optimization: Optimization | null } | null

/** /ai-services/tile-prompt-library/response-optimization-prompts-manager (ADMIN and up). */
export default function ResponseOptimizationsPage() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const list = useOptimizations()
  const { save, remove, reorder } = useOptimizationMutations()
  const [editing, setEditing] = useState<Editing>(null)
  const items = list.data?.items ?? []
  const failed = save.error ?? remove.error ?? reorder.error
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved!)
    reorder.mutate(ids)
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.responseOptimizationPromptsManager" />}
        subtitle={<FormattedMessage id="optimizations.subtitle" />}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => setEditing({ optimization: null })}>
              <FormattedMessage id="optimizations.new" />
            </Button>
            <RouterButton to="/ai-services/tile-prompt-library" variant="text">
              <FormattedMessage id="optimizations.libraryLink" />
            </RouterButton>
          </Stack>
        }
      />
      {list.error ? <Alert severity="error">{errors.formText(list.error)}</Alert> : null}
      {failed && errors.formText(failed) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(failed)}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        {items.length === 0 && !list.isPending ? (
          <Typography color="textSecondary" sx={{ p: 2 }}>
            <FormattedMessage id="optimizations.empty" />
          </Typography>
        ) : (
          <List aria-label={intl.formatMessage({ id: 'page.responseOptimizationPromptsManager' })}>
            {items.map((item, index) => (
              <ListItem key={item.id} divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }} data-testid="optimization-row">
                <Stack direction="column">
                  <IconButton size="small" disabled={index === 0 || reorder.isPending} aria-label={intl.formatMessage({ id: 'optimizations.moveUp' }, { label: item.label })} onClick={() => move(index, -1)}>
                    <ArrowUpwardIcon fontSize="inherit" />
                  </IconButton>
                  <IconButton size="small" disabled={index === items.length - 1 || reorder.isPending} aria-label={intl.formatMessage({ id: 'optimizations.moveDown' }, { label: item.label })} onClick={() => move(index, 1)}>
                    <ArrowDownwardIcon fontSize="inherit" />
                  </IconButton>
                </Stack>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600 }}>{item.label}</Typography>
                    {item.defaultKey && <Chip size="small" variant="outlined" label={intl.formatMessage({ id: item.edited ? 'optimizations.edited' : 'optimizations.default' })} />}
                  </Stack>
                  <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                    {item.instruction}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => setEditing({ optimization: item })}>
                      <FormattedMessage id="optimizations.edit" />
                    </Button>
                    {item.edited && (
                      <Button size="small" onClick={() => save.mutate({ id: item.id, body: { label: null, instruction: null } }, { onSuccess: () => showToast(intl.formatMessage({ id: 'optimizations.saved' }), 'success') })}>
                        <FormattedMessage id="optimizations.reset" />
                      </Button>
                    )}
                    {!item.defaultKey && (
                      <Button size="small" color="error" onClick={() => remove.mutate(item.id, { onSuccess: () => showToast(intl.formatMessage({ id: 'optimizations.deleted' }), 'success') })}>
                        <FormattedMessage id="optimizations.delete" />
                      </Button>
                    )}
                  </Stack>
                </Box>
                <Switch
                  // Shows the new state while it is being saved, then what the server stored.
                  checked={save.isPending && save.variables?.id === item.id && save.variables.body.enabled !== undefined ? save.variables.body.enabled : item.enabled}
                  onChange={(event) => save.mutate({ id: item.id, body: { enabled: event.target.checked } })}
                  slotProps={{ input: { 'aria-label': `${intl.formatMessage({ id: 'optimizations.enabled' })}: ${item.label}` } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {editing && <OptimizationDialog optimization={editing.optimization} onClose={() => setEditing(null)} />}
    </>
  )
}
