import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useChangePrompts, type PromptChange } from '../api/change-prompts.ts'
import { downloadPromptsCsv } from '../api/download-csv.ts'
import { usePrompts } from '../api/get-prompts.ts'
import { AddPromptForm } from '../components/add-prompt-form.tsx'
import { PromptTable } from '../components/prompt-table.tsx'
import { VisibilityPageFrame } from '../components/visibility-page-frame.tsx'
import type { Project } from '../api/visibility-types.ts'

/** /ai-services/ai-visibility-prompts-manager: tracked prompts, the starter pack, CSV import and export. */
export default function VisibilityPromptsPage() {
  return (
    <VisibilityPageFrame fallbackTitle="page.aiVisibilityPromptsManager" intro="visibility.prompts.intro">
      {({ data, projectId, canManage }) => {
        const project = data.items.find((p) => p.id === projectId)
        if (!project)
          return (
            <Alert severity="info">
              <FormattedMessage id="visibility.noProject" />
            </Alert>
          )
        return <PromptManager key={project.id} project={project} canManage={canManage} />
      }}
    </VisibilityPageFrame>
  )
}

function PromptManager({ project, canManage }: { project: Project; canManage: boolean }) {
  const prompts = usePrompts(project.id)
  const change = useChangePrompts()
  const errors = useApiErrorText()
  const [added, setAdded] = useState<{ added: number; skipped?: number } | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const run = (c: PromptChange) => {
    setAdded(null)
    change.mutate(c, {
      onSuccess: (result) =>
        result.added !== undefined && setAdded({ added: result.added, skipped: result.skipped }),
    })
  }
  const fieldTexts = Object.values(errors.fieldTexts(change.error))
  const formText = errors.formText(change.error)
  const items = prompts.data ?? []
  return (
    <>
      {canManage && (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={change.isPending}
              onClick={() => run({ kind: 'starter', projectId: project.id })}
              data-testid="visibility-starter-pack"
            >
              <FormattedMessage id="visibility.prompts.starter" />
            </Button>
            <Button variant="outlined" disabled={change.isPending} onClick={() => file.current?.click()}>
              <FormattedMessage id="visibility.prompts.import" />
            </Button>
            <input
              ref={file}
              type="file"
              accept=".csv,text/csv"
              hidden
              data-testid="visibility-import-file"
              onChange={async (e) => {
                const chosen = e.target.files?.[0]
                e.target.value = ''
                if (chosen) run({ kind: 'import', projectId: project.id, csv: await chosen.text() })
              }}
            />
            <Button variant="outlined" onClick={() => void downloadPromptsCsv(project.id)}>
              <FormattedMessage id="visibility.prompts.export" />
            </Button>
          </Stack>
          <AddPromptForm
            markets={project.markets}
            busy={change.isPending}
            onAdd={(body) => run({ kind: 'add', projectId: project.id, body })}
          />
        </>
      )}
      {!canManage && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => void downloadPromptsCsv(project.id)}>
          <FormattedMessage id="visibility.prompts.export" />
        </Button>
      )}
      {added && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          <FormattedMessage
            id="visibility.prompts.added"
            values={{ added: added.added, skipped: added.skipped ?? 0 }}
          />
        </Alert>
      )}
      {(formText || fieldTexts.length > 0) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formText ?? fieldTexts.join(' · ')}
        </Alert>
      )}
      {prompts.data && items.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id="visibility.prompts.empty" />
        </Alert>
      )}
      {items.length > 0 && (
        <PromptTable
          prompts={items}
          canManage={canManage}
          onActive={(p, active) => run({ kind: 'update', promptId: p.id, body: { active } })}
          onDelete={(p) => run({ kind: 'delete', promptId: p.id })}
        />
      )}
    </>
  )
}
