// Writes assistants: every save is a new version (optimistic on `version`: a stale save is 409),
// publish/unpublish change only the status, delete is soft and refused for fixed assistants.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { assistants, assistantVersions } from '../../db/ai-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { loadTenantAssistants, type AssistantView } from './assistant-view.ts'
import { validateAssistantFields, type AssistantFields } from './validate-assistant.ts'

export const defaultAssistantFields: AssistantFields = {
  name: '',
  description: '',
  icon: 'smart-toy',
  instructions: '',
  modelId: null,
  temperature: null,
  maxAnswerTokens: null,
  sourceMode: 'all',
  conversationStarters: [],
  disclaimer: null,
  levels: ['ROOT', 'ADMIN', 'WRITE', 'READ'],
  collectionIds: [],
}

const staleVersion = () => new HttpError(409, 'The assistant was changed meanwhile; reload it and save again', { code: 'assistants.staleVersion' })

/** The tenant's assistant (any status), or a 404. */
export async function loadManagedAssistant(db: Database, tenantGroup: string, assistantId: string): Promise<AssistantView> {
  const [assistant] = await loadTenantAssistants(db, tenantGroup, assistantId)
  if (!assistant) throw notFound('Assistant not found')
  return assistant
}

function versionValues(assistantId: string, version: number, fields: AssistantFields, userId: string) {
  const { collectionIds: _collectionIds, ...rest } = fields
  return { assistantId, version, ...rest, createdBy: userId }
}

export async function createAssistant(db: Database, tenantGroup: string, userId: string, change: Partial<AssistantFields> & { status?: 'draft' | 'published' }, now: Date): Promise<AssistantView> {
  const { status, ...partial } = change
  const fields = { ...defaultAssistantFields, ...partial }
  await validateAssistantFields(db, tenantGroup, fields, null)
  const id = randomUUID()
  await db.transaction(async (tx) => {
    await tx.insert(assistants).values({ id, tenantGroup, fixed: false, status: status ?? 'draft', currentVersion: 1, collectionIds: fields.collectionIds, createdBy: userId, createdAt: now, updatedAt: now })
    await tx.insert(assistantVersions).values({ ...versionValues(id, 1, fields, userId), createdAt: now })
  })
  return loadManagedAssistant(db, tenantGroup, id)
}

export async function updateAssistant(db: Database, tenantGroup: string, userId: string, assistantId: string, change: Partial<AssistantFields> & { version: number }, now: Date): Promise<AssistantView> {
  const before = await loadManagedAssistant(db, tenantGroup, assistantId)
  const { version, ...partial } = change
  if (version !== before.version) throw staleVersion()
  const { id: _id, tenantGroup: _group, fixed: _fixed, status: _status, version: _version, ...current } = before
  const fields: AssistantFields = { ...current, ...partial }
  await validateAssistantFields(db, tenantGroup, fields, before)
  const next = before.version + 1
  await db.transaction(async (tx) => {
    // The version check and the bump in one statement: of two concurrent saves one wins, one gets 409.
    const claimed = await tx
      .update(assistants)
      .set({ currentVersion: next, collectionIds: fields.collectionIds, updatedAt: now })
      .where(and(eq(assistants.id, assistantId), eq(assistants.tenantGroup, tenantGroup), eq(assistants.currentVersion, version), isNull(assistants.deletedAt)))
      .returning({ id: assistants.id })
    if (claimed.length === 0) throw staleVersion()
    await tx.insert(assistantVersions).values({ ...versionValues(assistantId, next, fields, userId), createdAt: now })
  })
  return loadManagedAssistant(db, tenantGroup, assistantId)
}

export async function setAssistantStatus(db: Database, tenantGroup: string, assistantId: string, status: 'draft' | 'published', now: Date): Promise<AssistantView> {
  await loadManagedAssistant(db, tenantGroup, assistantId)
  await db.update(assistants).set({ status, updatedAt: now }).where(and(eq(assistants.id, assistantId), eq(assistants.tenantGroup, tenantGroup)))
  return loadManagedAssistant(db, tenantGroup, assistantId)
}

export async function deleteAssistant(db: Database, tenantGroup: string, assistantId: string, now: Date): Promise<AssistantView> {
  const assistant = await loadManagedAssistant(db, tenantGroup, assistantId)
  if (assistant.fixed) throw new HttpError(409, 'Fixed assistants cannot be deleted', { code: 'assistants.fixedNotDeletable' })
  await db.update(assistants).set({ deletedAt: now, updatedAt: now }).where(and(eq(assistants.id, assistantId), eq(assistants.tenantGroup, tenantGroup)))
  return assistant
}

export async function listAssistantVersions(db: Database, tenantGroup: string, assistantId: string) {
  await loadManagedAssistant(db, tenantGroup, assistantId)
  const rows = await db.select().from(assistantVersions).where(eq(assistantVersions.assistantId, assistantId)).orderBy(asc(assistantVersions.version))
  return rows
    .reverse()
    .map((row) => ({ version: row.version, name: row.name, sourceMode: row.sourceMode, modelId: row.modelId, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() }))
}
