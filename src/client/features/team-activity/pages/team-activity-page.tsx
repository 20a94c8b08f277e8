import { useRouteId, useRouteTitleId } from '../../../lib/use-route-title.ts'
import { TeamActivityView } from '../components/team-activity-view.tsx'

/** /ai-services/team-activity and /ai-services/chcmate-team-activity: one view, the route says which figures. */
export default function TeamActivityPage() {
  const chcmate = useRouteId() === 'chcmate-team-activity'
  return <TeamActivityView view={chcmate ? 'chcmate' : 'team'} titleId={useRouteTitleId() ?? 'page.teamActivity'} />
}
