// What the three AI visibility pages share: the header, the refusal for groups without the service,
// the loading and error states, and the project picker.
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useProjects } from '../api/get-projects.ts'
import { canManageVisibility, canReadVisibility } from '../lib/visibility-rights.ts'
import { chosenProject, ProjectPicker } from './project-picker.tsx'

type ProjectsData = NonNullable<ReturnType<typeof useProjects>['data']>

export function VisibilityPageFrame({
  fallbackTitle,
  intro,
  picker = true,
  children,
}: {
  fallbackTitle: string
  intro: string
  picker?: boolean
  children: (props: { data: ProjectsData; projectId: string | null; canManage: boolean }) => ReactNode
}) {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? fallbackTitle
  const user = useSessionUser()
  const projects = useProjects()
  const errors = useApiErrorText()
  const [chosen, setChosen] = useState<string | null>(null)
  const header = (
    <PageHeader title={<FormattedMessage id={titleId} />} subtitle={<FormattedMessage id={intro} />} />
  )
  if (!canReadVisibility(user))
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="visibility.notForGroup" />
        </Alert>
      </>
    )
  const projectId = chosenProject(projects.data?.items, chosen)
  return (
    <>
      {header}
      {projects.isLoading && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {projects.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(projects.error)}
        </Alert>
      )}
      {projects.data && picker && (
        <ProjectPicker projects={projects.data.items} value={projectId} onChange={setChosen} />
      )}
      {projects.data && children({ data: projects.data, projectId, canManage: canManageVisibility(user) })}
    </>
  )
}
