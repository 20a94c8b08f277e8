// A tenant's chat source (decision 0114): off until an admin turns it on; then the user messages of the
// chosen chatbot routes become items, each route's from the moment it was chosen (never older ones).
// Turning it off stops the intake and keeps what was taken; turning it on again starts afresh.
import { and, count, eq } from 'drizzle-orm'
import { analysisChatMessages, analysisChatSettings } from '../../db/analysis-chat-tables.ts'
import type { Database } from '../../db/connect.ts'
import { fieldError, HttpError } from '../../lib/http-error.ts'
import { defaultChatRoutes, tenantChatRoutes } from './tenant-chat-routes.ts'

type Scope = { readonly tenantGroup: string; readonly tool: string }
type SettingsRow = typeof analysisChatSettings.$inferSelect

export interface ChatSourceView {
  readonly enabled: boolean
  readonly enabledAt: string | null
  /** Every chatbot route of the tenant: whether it is chosen and since when it counts. */
  readonly routes: { id: string; external: boolean; chosen: boolean; since: string | null }[]
  readonly lastIntakeAt: string | null
  /** Chat messages taken in so far (kept when the source is turned off). */
  readonly messagesTaken: number
}

export async function findChatSettings(db: Database, scope: Scope): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(analysisChatSettings)
    .where(
      and(eq(analysisChatSettings.tenantGroup, scope.tenantGroup), eq(analysisChatSettings.tool, scope.tool)),
    )
  return row
}

export async function chatSourceView(db: Database, scope: Scope): Promise<ChatSourceView> {
  const row = await findChatSettings(db, scope)
  const [taken] = await db
    .select({ n: count() })
    .from(analysisChatMessages)
    .where(
      and(eq(analysisChatMessages.tenantGroup, scope.tenantGroup), eq(analysisChatMessages.tool, scope.tool)),
    )
  const chosen = row
    ? row.routes
    : Object.fromEntries(defaultChatRoutes(scope.tenantGroup).map((id) => [id, '']))
  const enabled = row?.enabledAt != null
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    routes: tenantChatRoutes(scope.tenantGroup).map((route) => ({
      ...route,
      chosen: route.id in chosen,
      since: enabled && chosen[route.id] ? chosen[route.id]! : null,
    })),
    lastIntakeAt: row?.scannedTo?.toISOString() ?? null,
    messagesTaken: Number(taken?.n ?? 0),
  }
}

const invalid = (field: string, code: string, message: string) =>
  new HttpError(400, message, { code, fieldErrors: { [field]: fieldError(code, message) } })

/** Checks a body { enabled, routes }: a boolean and the tenant's own chatbot routes (at least one when on). */
export function checkChatSourceBody(group: string, body: { enabled?: unknown; routes?: unknown }) {
  if (typeof body.enabled !== 'boolean')
    throw invalid('enabled', 'analysis.badEnabled', 'enabled must be true or false')
  if (!Array.isArray(body.routes) || body.routes.some((id) => typeof id !== 'string'))
    throw invalid('routes', 'analysis.chatRouteUnknown', 'routes must be a list of chatbot route ids')
  const own = new Set(tenantChatRoutes(group).map((route) => route.id))
  const routes = [...new Set(body.routes as string[])]
  const foreign = routes.find((id) => !own.has(id))
  if (foreign !== undefined)
    throw invalid('routes', 'analysis.chatRouteUnknown', `${foreign} is not a chatbot route of this tenant`)
  if (body.enabled && routes.length === 0)
    throw invalid('routes', 'analysis.chatRoutesRequired', 'Choose at least one chatbot route')
  return { enabled: body.enabled, routes }
}

/** Saves the choice; returns what it was before (for the audit log). */
export async function saveChatSettings(
  db: Database,
  scope: Scope,
  choice: { enabled: boolean; routes: string[] },
  userId: string,
  now: Date,
): Promise<{ before: { enabled: boolean; routes: string[] } }> {
  const row = await findChatSettings(db, scope)
  const wasOn = row?.enabledAt != null
  const at = now.toISOString()
  // A route kept while on keeps its time; a new one, or every one at a (re)start, counts from now.
  const routes = Object.fromEntries(
    choice.routes.map((id) => [id, choice.enabled && wasOn && row!.routes[id] ? row!.routes[id]! : at]),
  )
  const enabledAt = choice.enabled ? (wasOn ? row!.enabledAt : now) : null
  await db
    .insert(analysisChatSettings)
    .values({ ...scope, enabledAt, routes, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [analysisChatSettings.tenantGroup, analysisChatSettings.tool],
      set: {
        enabledAt,
        routes,
        updatedBy: userId,
        updatedAt: now,
        ...(!wasOn && choice.enabled && { scannedTo: null }),
      },
    })
  return { before: { enabled: wasOn, routes: row ? Object.keys(row.routes) : [] } }
}
