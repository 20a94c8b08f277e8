// Stand-in for the assistants room's getAssistantForUser / listAssistantsForUser
// (src/server/chat/assistants/, not on main yet): the same signatures over the assistants and
// assistant_versions tables, so the chat switches to theirs by changing one import.
import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { assistants, assistantVersions } from '../db/ai-tables.ts'
import type { SessionUser } from '../db/sessions.ts'

export interface ChatAssistant {
  readonly id: string
  readonly tenantGroup: string
  readonly fixed: boolean
  readonly version: number
  readonly name: string
  readonly description: string
  readonly icon: string
  readonly instructions: string
  readonly modelId: string | null
  readonly temperature: number | null
  readonly maxAnswerTokens: number | null
  /** files, general, internal, all */
  readonly sourceMode: string
  readonly collectionIds: readonly string[]
  readonly conversationStarters: readonly string[]
  readonly disclaimer: string | null
}

async function selectUsable(db: Database, user: SessionUser, assistantId?: string): Promise<ChatAssistant[]> {
  const rows = await db
    .select({ assistant: assistants, version: assistantVersions })
    .from(assistants)
    .innerJoin(assistantVersions, and(eq(assistantVersions.assistantId, assistants.id), eq(assistantVersions.version, assistants.currentVersion)))
    .where(
      and(
        eq(assistants.tenantGroup, user.group),
        eq(assistants.status, 'published'),
        isNull(assistants.deletedAt),
        assistantId === undefined ? undefined : eq(assistants.id, assistantId),
      ),
    )
    .orderBy(assistantVersions.name)
  return rows
    .filter(({ version }) => user.role === 'ROOT' || version.levels.includes(user.role))
    .map(({ assistant, version }) => ({
      id: assistant.id,
      tenantGroup: assistant.tenantGroup,
      fixed: assistant.fixed,
      version: version.version,
      name: version.name,
      description: version.description,
      icon: version.icon,
      instructions: version.instructions,
      modelId: version.modelId,
      temperature: version.temperature,
      maxAnswerTokens: version.maxAnswerTokens,
      sourceMode: version.sourceMode,
      collectionIds: assistant.collectionIds,
      conversationStarters: version.conversationStarters,
      disclaimer: version.disclaimer,
    }))
}

/** The published assistant of the user's tenant at its current version, when the user's level may use it. */
export async function getAssistantForUser(db: Database, user: SessionUser, assistantId: string): Promise<ChatAssistant | undefined> {
  return (await selectUsable(db, user, assistantId))[0]
}

/** Every published assistant of the user's tenant the user's level may use, by name. */
export async function listAssistantsForUser(db: Database, user: SessionUser): Promise<ChatAssistant[]> {
  return selectUsable(db, user)
}
