// Which tenants have the safety inbox: those whose admins may read its list (the manifest's
// `medicheck-safety-cases-list`, DEMO only today). The podcast analyser also serves IGEPHA and NERES;
// for them a rule never opens a safety case nobody of theirs could open (decision 0110): their
// suspected AEs stay open findings on the podcast results page, with its export. Voice asks the same
// before it forwards a call's AE (voice/forward-adverse-event.ts).
import { endpoints } from '../../../generated/access.gen.ts'
import type { CompiledEndpoint } from '../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../shared/policy/can-access.ts'

const inboxEndpoint = (endpoints as readonly CompiledEndpoint[]).find(
  (one) => one.id === 'medicheck-safety-cases-list',
)

export function hasSafetyInbox(tenantGroup: string): boolean {
  return (
    !!inboxEndpoint &&
    canCallEndpoint({ role: 'ADMIN', group: tenantGroup, features: [] }, inboxEndpoint.access)
  )
}
