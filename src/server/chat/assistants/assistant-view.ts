// What callers see of an assistant: its row joined with its current version. Visibility for chat
// (tenant, not deleted, the user's level, published unless the user administers the tenant) is
// decided here once, so the chat room and the assistants API cannot disagree.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { assistants, assistantVersions } from '../../db/ai-tables.ts'

export type SourceMode = 'files' | 'general' | 'internal' | 'all'
export const sourceModes: readonly SourceMode[] = ['files', 'general', 'internal', 'all']
export const assistantLevels = ['ROOT', 'ADMIN', 'WRITE', 'READ'] as const

/**
 * Whether an assistant of this source mode reads the data pool's collections (all: every one the chat
 * may use; internal: the internal ones), as retrieval does (chat/answer/resolve-source-scope.ts).
 */
export const readsDataPool = (mode: string, internalCollection: boolean) =>
  mode === 'all' || (mode === 'internal' && internalCollection)

/**
 * The user's assistants by name, those reading the whole data pool (all) first: the first is the
 * default of a new thread, so "upload to the data pool, then ask any chatbot" holds (issue 37).
 */
export function inChoiceOrder<T extends { name: string; sourceMode: string }>(list: readonly T[]): T[] {
  const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true })
  const rank = (assistant: T) => (assistant.sourceMode === 'all' ? 0 : 1)
  return [...list].sort((a, b) => rank(a) - rank(b) || byName.compare(a.name, b.name))
}

export interface AssistantView {
  id: string
  tenantGroup: string
  fixed: boolean
  status: 'draft' | 'published'
  version: number
  name: string
  description: string
  icon: string
  instructions: string
  modelId: string | null
  temperature: number | null
  maxAnswerTokens: number | null
  sourceMode: SourceMode
  conversationStarters: string[]
  disclaimer: string | null
  levels: string[]
  collectionIds: string[]
}

export interface AssistantUser {
  group: string
  role: string
}

type AssistantRow = typeof assistants.$inferSelect
type VersionRow = typeof assistantVersions.$inferSelect

export function toAssistantView(row: AssistantRow, version: VersionRow): AssistantView {
  return {
    id: row.id,
    tenantGroup: row.tenantGroup,
    fixed: row.fixed,
    status: row.status === 'draft' ? 'draft' : 'published',
    version: version.version,
    name: version.name,
    description: version.description,
    icon: version.icon,
    instructions: version.instructions,
    modelId: version.modelId,
    temperature: version.temperature,
    maxAnswerTokens: version.maxAnswerTokens,
    sourceMode: version.sourceMode as SourceMode,
    conversationStarters: version.conversationStarters,
    disclaimer: version.disclaimer,
    levels: version.levels,
    collectionIds: row.collectionIds,
  }
}

const isTenantAdmin = (user: AssistantUser) => user.role === 'ADMIN' || user.role === 'ROOT'

/** The tenant's assistants that are not deleted, at their current version, oldest first. */
export async function loadTenantAssistants(
  db: Database,
  tenantGroup: string,
  assistantId?: string,
): Promise<AssistantView[]> {
  const rows = await db
    .select({ row: assistants, version: assistantVersions })
    .from(assistants)
    .innerJoin(
      assistantVersions,
      and(
        eq(assistantVersions.assistantId, assistants.id),
        eq(assistantVersions.version, assistants.currentVersion),
      ),
    )
    .where(
      and(
        eq(assistants.tenantGroup, tenantGroup),
        isNull(assistants.deletedAt),
        assistantId === undefined ? undefined : eq(assistants.id, assistantId),
      ),
    )
    .orderBy(asc(assistants.fixed), asc(assistants.createdAt), asc(assistants.id))
  return rows.map(({ row, version }) => toAssistantView(row, version))
}

function mayUse(user: AssistantUser, assistant: AssistantView, includeDrafts: boolean): boolean {
  if (!assistant.levels.includes(user.role)) return false
  return assistant.status === 'published' || (includeDrafts && isTenantAdmin(user))
}

/** Null (-> 404) for another tenant's, deleted, not-for-this-level, or draft (unless the user is ADMIN/ROOT of the tenant). */
export async function getAssistantForUser(
  db: Database,
  user: AssistantUser,
  assistantId: string,
): Promise<AssistantView | null> {
  const [assistant] = await loadTenantAssistants(db, user.group, assistantId)
  return assistant && mayUse(user, assistant, true) ? assistant : null
}

/**
 * getAssistantForUser's answer for an assistant row and its current version read by the caller (a
 * thread read with its assistant, src/server/chat/thread-store.ts): the same checks.
 */
export function assistantForUser(
  user: AssistantUser,
  row: AssistantRow | null,
  version: VersionRow | null,
): AssistantView | null {
  if (
    !row ||
    !version ||
    row.tenantGroup !== user.group ||
    row.deletedAt !== null ||
    version.version !== row.currentVersion
  )
    return null
  const assistant = toAssistantView(row, version)
  return mayUse(user, assistant, true) ? assistant : null
}

/** The assistants the user may chat with; drafts only for the tenant's admins and only when asked. */
export async function listAssistantsForUser(
  db: Database,
  user: AssistantUser,
  options: { includeDrafts?: boolean } = {},
): Promise<AssistantView[]> {
  const all = await loadTenantAssistants(db, user.group)
  return all.filter((assistant) => mayUse(user, assistant, options.includeDrafts ?? false))
}
