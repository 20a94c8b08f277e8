import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useDeleteProject } from '../api/delete-project.ts'
import { useSaveProject } from '../api/save-project.ts'
import { ProjectForm } from '../components/project-form.tsx'
import { chosenProject, ProjectPicker } from '../components/project-picker.tsx'
import { VisibilityPageFrame } from '../components/visibility-page-frame.tsx'

/** /ai-services/ai-visibility-settings: projects (brand, competitors, markets, engines, cadence, samples, approved texts). */
export default function VisibilitySettingsPage() {
  const save = useSaveProject()
  const remove = useDeleteProject()
  const [chosen, setChosen] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [saved, setSaved] = useState(false)
  return (
    <VisibilityPageFrame
      fallbackTitle="page.aiVisibilitySettings"
      intro="visibility.settings.intro"
      picker={false}
    >
      {({ data, canManage }) => {
        const projectId = creating ? null : chosenProject(data.items, chosen)
        const project = data.items.find((p) => p.id === projectId) ?? null
        return (
          <>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              {!creating && (
                <ProjectPicker
                  projects={data.items}
                  value={projectId}
                  onChange={(id) => {
                    setChosen(id)
                    setSaved(false)
                    save.reset()
                  }}
                />
              )}
              {canManage && !creating && (
                <Button
                  variant="outlined"
                  onClick={() => {
                    setCreating(true)
                    setSaved(false)
                    save.reset()
                  }}
                  data-testid="visibility-new-project"
                >
                  <FormattedMessage id="visibility.settings.new" />
                </Button>
              )}
            </Stack>
            {data.items.length === 0 && !creating && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <FormattedMessage
                  id={canManage ? 'visibility.settings.empty.admin' : 'visibility.settings.empty'}
                />
              </Alert>
            )}
            {saved && (
              <Alert severity="success" sx={{ mb: 2 }} role="status">
                <FormattedMessage id="visibility.settings.saved" />
              </Alert>
            )}
            {(creating || project) && (
              <ProjectForm
                key={project?.id ?? 'new'}
                project={creating ? null : project}
                models={data.models}
                collections={data.collections}
                markets={data.markets}
                canManage={canManage}
                saving={save.isPending}
                error={save.error}
                onSave={(body) =>
                  save.mutate(
                    { id: creating ? null : (project?.id ?? null), body },
                    {
                      onSuccess: (row) => {
                        setCreating(false)
                        setChosen(row.id)
                        setSaved(true)
                      },
                    },
                  )
                }
                onDelete={
                  project && !creating
                    ? () => remove.mutate(project.id, { onSuccess: () => setChosen(null) })
                    : undefined
                }
              />
            )}
          </>
        )
      }}
    </VisibilityPageFrame>
  )
}
