// The pseudonymous thread reference of chat items (decision 0114). Every level that reads items sees the
// reference; only the resolve route (ADMIN+, audited) says whose thread it is, for a PV follow-up with the
// reporter. A reference of another tenant is 404; one whose thread was deleted resolves to no person.
import { and, asc, eq } from 'drizzle-orm'
import { chatThreads } from '../../db/ai-tables.ts'
import { analysisChatMessages } from '../../db/analysis-chat-tables.ts'
import type { Database } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'

type Scope = { readonly tenantGroup: string; readonly tool: string }

/** The chat threads an item was taken from (one text may come from several), oldest message first. */
export async function chatRefsOfItem(db: Database, scope: Scope, itemId: string) {
  const rows = await db
    .select({
      threadRef: analysisChatMessages.threadRef,
      route: analysisChatMessages.route,
      sentAt: analysisChatMessages.sentAt,
    })
    .from(analysisChatMessages)
    .where(
      and(
        eq(analysisChatMessages.itemId, itemId),
        eq(analysisChatMessages.tenantGroup, scope.tenantGroup),
        eq(analysisChatMessages.tool, scope.tool),
      ),
    )
    .orderBy(asc(analysisChatMessages.sentAt))
  const byRef = new Map<string, { threadRef: string; route: string; sentAt: string }>()
  for (const row of rows)
    if (!byRef.has(row.threadRef)) byRef.set(row.threadRef, { ...row, sentAt: row.sentAt.toISOString() })
  return [...byRef.values()]
}

export const threadRefPattern = /^CT-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/

/** Whose thread a reference is, for the PV follow-up: 400 for a malformed one, 404 for one not of this tenant. */
export async function resolveThreadRef(db: Database, scope: Scope, ref: string) {
  const threadRef = ref.trim().toUpperCase()
  if (!threadRefPattern.test(threadRef))
    throw new HttpError(400, 'Not a thread reference', { code: 'analysis.badThreadRef' })
  const rows = await db
    .select({
      itemId: analysisChatMessages.itemId,
      threadId: analysisChatMessages.threadId,
      route: analysisChatMessages.route,
      sentAt: analysisChatMessages.sentAt,
    })
    .from(analysisChatMessages)
    .where(
      and(
        eq(analysisChatMessages.threadRef, threadRef),
        eq(analysisChatMessages.tenantGroup, scope.tenantGroup),
        eq(analysisChatMessages.tool, scope.tool),
      ),
    )
    .orderBy(asc(analysisChatMessages.sentAt))
  if (rows.length === 0) throw new HttpError(404, 'No such thread reference', { code: 'notFound' })
  const threadId = rows.find((row) => row.threadId)?.threadId ?? null
  const [thread] = threadId
    ? await db
        .select({
          id: chatThreads.id,
          createdAt: chatThreads.createdAt,
          userId: users.id,
          username: users.username,
          email: users.email,
        })
        .from(chatThreads)
        .innerJoin(users, eq(users.id, chatThreads.userId))
        .where(and(eq(chatThreads.id, threadId), eq(chatThreads.tenantGroup, scope.tenantGroup)))
    : []
  return {
    threadRef,
    route: rows[0]!.route,
    /** Null when the thread was deleted since (by its user or the retention): nobody to follow up. */
    thread: thread
      ? {
          id: thread.id,
          startedAt: thread.createdAt.toISOString(),
          user: { id: thread.userId, username: thread.username, email: thread.email },
        }
      : null,
    messages: rows.map((row) => ({ itemId: row.itemId, sentAt: row.sentAt.toISOString() })),
  }
}
