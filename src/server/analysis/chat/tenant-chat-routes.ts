// The chatbot routes a tenant has (decision 0114): the chat room's routes a thread can be made on whose
// access lets the tenant's group in (at its highest level, with any feature: a route some of its users can
// open). Workspace thread routes are their workspace's (threads store `igepha-ai`, not `igepha-ai-thread`).
// The consumer-facing default is the tenant's external chatbots.
import { chatRoutes } from '../../chat/chat-routes.ts'
import { SUPER_LEVEL, checkRule } from '../../../shared/policy/can-access.ts'

export interface TenantChatRoute {
  readonly id: string
  /** An external chatbot (consumers write there): chosen by default. */
  readonly external: boolean
}

function groupMayOpen(group: string, routeId: string): boolean {
  const route = chatRoutes.get(routeId)
  if (!route) return false
  if (route.access === null) return true
  // Every feature a rule may ask for counts as held: the tenant has the route if any user of it can have it.
  return route.access.anyOf.some(
    (rule) =>
      checkRule({ role: SUPER_LEVEL, group, features: rule.feature ? [rule.feature] : [] }, rule).allowed,
  )
}

/** The tenant's chatbot routes, external ones first, each once. */
export function tenantChatRoutes(group: string): TenantChatRoute[] {
  return [...chatRoutes.values()]
    .filter((route) => !route.id.endsWith('-thread') && groupMayOpen(group, route.id))
    .map((route) => ({ id: route.id, external: route.sources === 'external' }))
    .sort((a, b) => Number(b.external) - Number(a.external))
}

/** The routes chosen when a tenant has chosen none yet: its external chatbots (none for a tenant without). */
export const defaultChatRoutes = (group: string): string[] =>
  tenantChatRoutes(group)
    .filter((route) => route.external)
    .map((route) => route.id)
