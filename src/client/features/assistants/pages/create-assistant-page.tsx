import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useAssistants, type Assistant } from '../api/get-assistants.ts'
import { usePublishAssistant } from '../api/publish-assistant.ts'
import { AssistantForm } from '../components/assistant-form.tsx'
import { AssistantList } from '../components/assistant-list.tsx'
import { AssistantVersions } from '../components/assistant-versions.tsx'
import { DeleteAssistantDialog } from '../components/delete-assistant-dialog.tsx'

type Editing = { mode: 'none' } | { mode: 'new' } | { mode: 'edit'; id: string }

/** /ai-services/create-assistant (ADMIN and up): the tenant's assistants, create and edit with versions. */
export default function CreateAssistantPage() {
  const errors = useApiErrorText()
  const list = useAssistants()
  const publish = usePublishAssistant()
  const [editing, setEditing] = useState<Editing>({ mode: 'none' })
  const [deleting, setDeleting] = useState<Assistant | null>(null)
  const assistants = list.data?.items ?? []
  const selected = editing.mode === 'edit' ? (assistants.find((assistant) => assistant.id === editing.id) ?? null) : null

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.createAssistant" />}
        subtitle={<FormattedMessage id="assistants.subtitle" />}
        actions={
          <Button variant="contained" onClick={() => setEditing({ mode: 'new' })}>
            <FormattedMessage id="assistants.create" />
          </Button>
        }
      />
      {list.error ? <Alert severity="error">{errors.formText(list.error)}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' } }}>
        <Paper variant="outlined">
          <AssistantList assistants={assistants} selectedId={selected?.id ?? null} onSelect={(assistant) => setEditing({ mode: 'edit', id: assistant.id })} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {editing.mode === 'none' && <FormattedMessage id="assistants.pick" />}
          {editing.mode === 'new' && <AssistantForm key="new" assistant={null} onSaved={(saved) => setEditing({ mode: 'edit', id: saved.id })} onCancel={() => setEditing({ mode: 'none' })} />}
          {selected && (
            <>
              <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
                <Button variant="outlined" disabled={publish.isPending} onClick={() => publish.mutate({ assistantId: selected.id, publish: selected.status !== 'published' })}>
                  <FormattedMessage id={selected.status === 'published' ? 'assistants.unpublish' : 'assistants.publish'} />
                </Button>
                <RouterButton to="/ai-services/chatbot/$assistantId" params={{ assistantId: selected.id }} variant="outlined">
                  <FormattedMessage id="assistants.openChat" />
                </RouterButton>
                {!selected.fixed && (
                  <Button color="error" onClick={() => setDeleting(selected)}>
                    <FormattedMessage id="assistants.delete" />
                  </Button>
                )}
              </Stack>
              {/* A new key per version: after a save the form starts from what the server stored. */}
              <AssistantForm key={`${selected.id}:${selected.version}`} assistant={selected} onSaved={() => undefined} onCancel={() => setEditing({ mode: 'none' })} />
              <AssistantVersions assistantId={selected.id} />
            </>
          )}
        </Paper>
      </Box>
      {deleting && <DeleteAssistantDialog assistant={deleting} onClose={() => setDeleting(null)} onDeleted={() => (setDeleting(null), setEditing({ mode: 'none' }))} />}
    </>
  )
}
