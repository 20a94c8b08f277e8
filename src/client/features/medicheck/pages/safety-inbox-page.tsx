import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { SafetyInboxView } from '../components/safety-inbox-view.tsx'

/** /ai-services/medichek-notifications: the safety inbox and the notification rules (reached from the analysis page). */
export default function SafetyInboxPage() {
  return <SafetyInboxView titleId={useRouteTitleId() ?? 'page.medichekNotifications'} />
}
