// Where history opens a thread: on the route it was made on (decision 0038). Workspaces open it as
// `<path>/<id>`, every other chat route as `<path>?thread=<id>`. The thread's `route` is what the chat
// room stored: the route id (the chat room stores the base id; `$assistantId` is the thread's
// assistant), or JSON `{ "id": routeId, "params": { … } }`.
import { routes } from '../../../../generated/access.gen.ts'

const workspaceRouteIds = new Set(['igepha-ai', 'bpi-ai', 'neres-ai', 'igepha-ai-thread', 'bpi-ai-thread', 'neres-ai-thread'])

function parseRoute(route: string): { id: string; params: Record<string, string> } {
  try {
    const parsed = JSON.parse(route) as { id?: unknown; params?: unknown }
    if (typeof parsed.id === 'string') return { id: parsed.id, params: (parsed.params ?? {}) as Record<string, string> }
  } catch {
    // A plain route id.
  }
  return { id: route, params: {} }
}

/** The URL that opens the thread where it was made; null when its route is unknown. */
export function threadHref(thread: { id: string; route: string; assistantId: string }): string | null {
  const { id, params: stored } = parseRoute(thread.route)
  const params: Record<string, string> = { assistantId: thread.assistantId, ...stored }
  const baseId = id.replace(/-thread$/, '')
  const route = (routes as readonly { id: string; path: string }[]).find((candidate) => candidate.id === baseId)
  if (!route) return null
  const path = route.path.replace(/\$(\w+)/g, (_whole, name: string) => encodeURIComponent(params[name] ?? ''))
  if (workspaceRouteIds.has(id)) return `${path}/${encodeURIComponent(thread.id)}`
  return `${path}?thread=${encodeURIComponent(thread.id)}`
}
