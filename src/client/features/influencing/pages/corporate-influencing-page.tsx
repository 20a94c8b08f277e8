import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import type { Period } from '../api/get-dashboard.ts'
import { AmbassadorsPanel } from '../components/ambassadors-panel.tsx'
import { DashboardView } from '../components/dashboard-view.tsx'
import { IdeasPanel } from '../components/ideas-panel.tsx'
import { ImportPanel } from '../components/import-panel.tsx'
import { LinkedinPanel } from '../components/linkedin-panel.tsx'
import { PostsPanel } from '../components/posts-panel.tsx'
import {
  canAskForIdeas,
  canEnterPosts,
  canManageProgramme,
  canReadInfluencing,
} from '../lib/influencing-rights.ts'

type TabId = 'dashboard' | 'ambassadors' | 'posts' | 'import' | 'ideas' | 'linkedin'

/** ?linkedin=… : LinkedIn's OAuth callback sends the browser back here with its outcome. */
const linkedinOutcome = () =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('linkedin')

/** /ai-services/corporate-influencing (DEMO): the ambassador programme's dashboard, ambassadors, posts and imports. */
export default function CorporateInfluencingPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.corporateInfluencing'
  const user = useSessionUser()
  const canManage = canManageProgramme(user)
  const [outcome] = useState(linkedinOutcome)
  const [tab, setTab] = useState<TabId>(outcome ? 'linkedin' : 'dashboard')
  const [year, setYear] = useState(new Date().getUTCFullYear())
  const [by, setBy] = useState<Period>('month')
  const header = (
    <PageHeader
      title={<FormattedMessage id={titleId} />}
      subtitle={<FormattedMessage id="influencing.intro" />}
    />
  )
  if (!canReadInfluencing(user))
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="influencing.notForGroup" />
        </Alert>
      </>
    )
  const tabs: TabId[] = canManage
    ? ['dashboard', 'ambassadors', 'posts', 'import', 'ideas', 'linkedin']
    : ['dashboard', 'ambassadors', 'posts', 'ideas', 'linkedin']
  return (
    <>
      {header}
      <Tabs
        value={tab}
        onChange={(_event, value: TabId) => setTab(value)}
        sx={{ mb: 3 }}
        aria-label={intl.formatMessage({ id: 'page.corporateInfluencing' })}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} label={intl.formatMessage({ id: `influencing.tab.${id}` })} />
        ))}
      </Tabs>
      <Box role="tabpanel">
        {tab === 'dashboard' && (
          <DashboardView year={year} by={by} onYear={setYear} onBy={setBy} canManage={canManage} />
        )}
        {tab === 'ambassadors' && <AmbassadorsPanel canManage={canManage} />}
        {tab === 'posts' && <PostsPanel year={year} canEnter={canEnterPosts(user)} />}
        {tab === 'import' && <ImportPanel />}
        {tab === 'ideas' && <IdeasPanel canWrite={canAskForIdeas(user)} />}
        {tab === 'linkedin' && <LinkedinPanel canManage={canManage} outcome={outcome} />}
      </Box>
    </>
  )
}
