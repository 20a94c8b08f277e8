import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { downloadPromptExport, useDeletePrompt, useImportPrompts } from '../api/prompts-mutations.ts'
import { usePrompts, type LibraryPrompt } from '../api/prompts-queries.ts'
import { PromptEditor } from '../components/prompt-editor.tsx'
import { PromptList } from '../components/prompt-list.tsx'
import { PromptVersions } from '../components/prompt-versions.tsx'
import { filterPrompts } from '../lib/filter-prompts.ts'

type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string }

/** /ai-services/tile-prompt-library (ADMIN and up): saved prompts, their versions, import and export. */
export default function PromptLibraryPage() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const list = usePrompts()
  const importing = useImportPrompts()
  const remove = useDeletePrompt()
  const picker = useRef<HTMLInputElement>(null)
  const [editing, setEditing] = useState<Editing>({ mode: 'none' })
  const [deleting, setDeleting] = useState<LibraryPrompt | null>(null)
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<string | null>(null)
  const prompts = list.data?.items ?? []
  const categories = [...new Set(prompts.map((p) => p.category).filter(Boolean))].sort()
  const shown = filterPrompts(prompts, query, category)
  const selected = editing.mode === 'edit' ? (prompts.find((p) => p.id === editing.id) ?? null) : null

  const importFile = async (file: File) => {
    let document: unknown
    try {
      document = JSON.parse(await file.text())
    } catch {
      showToast(intl.formatMessage({ id: 'prompts.importFailed' }, { reason: intl.formatMessage({ id: 'prompts.importNotJson' }) }), 'error')
      return
    }
    importing.mutate(document, {
      onSuccess: (result) => showToast(intl.formatMessage({ id: 'prompts.imported' }, { count: result.imported }), 'success'),
      onError: (error) => {
        const reason = errors.formText(error) ?? Object.entries(errors.fieldTexts(error)).map(([field, text]) => `${field}: ${text}`).slice(0, 3).join('; ')
        showToast(intl.formatMessage({ id: 'prompts.importFailed' }, { reason }), 'error')
      },
    })
  }

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.tilePromptLibrary" />}
        subtitle={<FormattedMessage id="prompts.subtitle" />}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" onClick={() => setEditing({ mode: 'new' })}>
              <FormattedMessage id="prompts.new" />
            </Button>
            <Button variant="outlined" onClick={() => picker.current?.click()} disabled={importing.isPending}>
              <FormattedMessage id="prompts.import" />
            </Button>
            <Button variant="outlined" onClick={() => void downloadPromptExport()} disabled={prompts.length === 0}>
              <FormattedMessage id="prompts.export" />
            </Button>
            <RouterButton to="/ai-services/tile-prompt-library/response-optimization-prompts-manager" variant="text">
              <FormattedMessage id="prompts.optimizationsLink" />
            </RouterButton>
          </Stack>
        }
      />
      <input
        ref={picker}
        type="file"
        accept="application/json,.json"
        hidden
        data-testid="prompt-import-input"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void importFile(file)
        }}
      />
      {list.error ? <Alert severity="error">{errors.formText(list.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 1fr) 2fr' } }}>
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Stack spacing={1} sx={{ p: 1.5 }}>
            <TextField size="small" type="search" label={intl.formatMessage({ id: 'prompts.search' })} value={query} onChange={(e) => setQuery(e.target.value)} />
            {categories.length > 0 && (
              <TextField size="small" select label={intl.formatMessage({ id: 'prompts.category' })} value={category ?? ''} onChange={(e) => setCategory(e.target.value === '' ? null : e.target.value)}>
                <MenuItem value="">
                  <FormattedMessage id="prompts.allCategories" />
                </MenuItem>
                {categories.map((name) => (
                  <MenuItem key={name} value={name}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
          <PromptList prompts={shown} selectedId={selected?.id ?? null} onSelect={(p) => setEditing({ mode: 'edit', id: p.id })} emptyId={prompts.length === 0 ? 'prompts.empty' : 'prompts.noMatch'} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          {editing.mode === 'none' && <FormattedMessage id="prompts.pick" />}
          {editing.mode === 'new' && <PromptEditor key="new" prompt={null} onSaved={(saved) => setEditing({ mode: 'edit', id: saved.id })} onCancel={() => setEditing({ mode: 'none' })} />}
          {selected && (
            <>
              <Stack direction="row" sx={{ mb: 2, justifyContent: 'flex-end' }}>
                <Button color="error" onClick={() => setDeleting(selected)}>
                  <FormattedMessage id="prompts.delete" />
                </Button>
              </Stack>
              {/* A new key per version and save: the editor starts from what the server stored. */}
              <PromptEditor key={`${selected.id}:${selected.currentVersion}:${selected.updatedAt}`} prompt={selected} onSaved={() => undefined} onCancel={() => setEditing({ mode: 'none' })} />
              <PromptVersions prompt={selected} />
            </>
          )}
        </Paper>
      </Box>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogContent>{deleting && <FormattedMessage id="prompts.deleteConfirm" values={{ title: deleting.title }} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <FormattedMessage id="prompts.cancel" />
          </Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  showToast(intl.formatMessage({ id: 'prompts.deleted' }), 'success')
                  setDeleting(null)
                  setEditing({ mode: 'none' })
                },
              })
            }
          >
            <FormattedMessage id="prompts.delete" />
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
