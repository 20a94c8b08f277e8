// The prompt library: saved prompts of a tenant, private to their owner or shared with the tenant.
// Every read is scoped to the caller's group, and a private prompt to its owner: anything else is
// 404. A change of title, description or text is a new version, which becomes the one in use.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, or } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { libraryPrompts, libraryPromptVersions } from '../db/prompt-tables.ts'
import type { SessionUser } from '../db/sessions.ts'
import { fieldErrors, HttpError, notFound } from '../lib/http-error.ts'
import { parsePromptTemplate, type TemplateVariable } from '../../shared/ai/prompt-variables.ts'
import { validatePromptFields, type CleanPromptFields, type PromptFields } from './validate-prompt.ts'

export interface PromptView {
  id: string
  title: string
  description: string
  body: string
  category: string
  tags: string[]
  visibility: 'private' | 'shared'
  mine: boolean
  currentVersion: number
  latestVersion: number
  variables: TemplateVariable[]
  updatedAt: string
}

export interface PromptVersionView {
  version: number
  title: string
  description: string
  body: string
  inUse: boolean
  createdAt: string
}

type PromptRow = typeof libraryPrompts.$inferSelect
type VersionRow = typeof libraryPromptVersions.$inferSelect

/** Prompts the user may see: their own and the tenant's shared ones. */
const visibleTo = (user: SessionUser) =>
  and(eq(libraryPrompts.tenantGroup, user.group), or(eq(libraryPrompts.visibility, 'shared'), eq(libraryPrompts.ownerId, user.id)))

function toView(user: SessionUser, row: PromptRow, version: VersionRow): PromptView {
  return {
    id: row.id,
    title: version.title,
    description: version.description,
    body: version.body,
    category: row.category,
    tags: row.tags,
    visibility: row.visibility as PromptView['visibility'],
    mine: row.ownerId === user.id,
    currentVersion: row.currentVersion,
    latestVersion: row.latestVersion,
    variables: parsePromptTemplate(version.body).variables,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Every prompt the user may use, each at its version in use, by title. */
export async function listPrompts(db: Database, user: SessionUser): Promise<PromptView[]> {
  const rows = await db
    .select({ prompt: libraryPrompts, version: libraryPromptVersions })
    .from(libraryPrompts)
    .innerJoin(libraryPromptVersions, and(eq(libraryPromptVersions.promptId, libraryPrompts.id), eq(libraryPromptVersions.version, libraryPrompts.currentVersion)))
    .where(visibleTo(user))
  return rows.map(({ prompt, version }) => toView(user, prompt, version)).sort((a, b) => a.title.localeCompare(b.title))
}

async function loadRow(db: Database, user: SessionUser, promptId: string): Promise<PromptRow> {
  const [row] = await db.select().from(libraryPrompts).where(and(eq(libraryPrompts.id, promptId), visibleTo(user)))
  if (!row) throw notFound('No such prompt')
  return row
}

async function loadVersion(db: Database, promptId: string, version: number): Promise<VersionRow> {
  const [row] = await db.select().from(libraryPromptVersions).where(and(eq(libraryPromptVersions.promptId, promptId), eq(libraryPromptVersions.version, version)))
  if (!row) throw notFound('No such version')
  return row
}

export async function getPrompt(db: Database, user: SessionUser, promptId: string): Promise<PromptView> {
  const row = await loadRow(db, user, promptId)
  return toView(user, row, await loadVersion(db, row.id, row.currentVersion))
}

export async function listPromptVersions(db: Database, user: SessionUser, promptId: string): Promise<PromptVersionView[]> {
  const row = await loadRow(db, user, promptId)
  const versions = await db.select().from(libraryPromptVersions).where(eq(libraryPromptVersions.promptId, row.id)).orderBy(desc(libraryPromptVersions.version))
  return versions.map((v) => ({ version: v.version, title: v.title, description: v.description, body: v.body, inUse: v.version === row.currentVersion, createdAt: v.createdAt.toISOString() }))
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

async function insertPrompt(tx: Database | Tx, user: SessionUser, fields: CleanPromptFields, now: Date): Promise<string> {
  const id = randomUUID()
  await tx.insert(libraryPrompts).values({
    id,
    tenantGroup: user.group,
    ownerId: user.id,
    visibility: fields.visibility ?? 'private',
    category: fields.category ?? '',
    tags: fields.tags ?? [],
    createdAt: now,
    updatedAt: now,
  })
  await tx.insert(libraryPromptVersions).values({ promptId: id, version: 1, title: fields.title!, description: fields.description ?? '', body: fields.body!, createdBy: user.id, createdAt: now })
  return id
}

export async function createPrompt(db: Database, user: SessionUser, input: PromptFields, now: Date): Promise<PromptView> {
  const { fields, errors } = validatePromptFields(input, { required: true })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const id = await insertPrompt(db, user, fields, now)
  return getPrompt(db, user, id)
}

/** Saves changes; a new title, description or text is a new version (put in use). Returns what changed. */
export async function updatePrompt(db: Database, user: SessionUser, promptId: string, input: PromptFields, now: Date): Promise<{ prompt: PromptView; newVersion: boolean }> {
  const row = await loadRow(db, user, promptId)
  const { fields, errors } = validatePromptFields(input, { required: false })
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const current = await loadVersion(db, row.id, row.currentVersion)
  const next = { title: fields.title ?? current.title, description: fields.description ?? current.description, body: fields.body ?? current.body }
  const newVersion = next.title !== current.title || next.description !== current.description || next.body !== current.body
  await db.transaction(async (tx) => {
    const version = row.latestVersion + 1
    if (newVersion) await tx.insert(libraryPromptVersions).values({ promptId: row.id, version, ...next, createdBy: user.id, createdAt: now })
    await tx
      .update(libraryPrompts)
      .set({
        ...(fields.category !== undefined && { category: fields.category }),
        ...(fields.tags !== undefined && { tags: fields.tags }),
        ...(fields.visibility !== undefined && { visibility: fields.visibility }),
        ...(newVersion && { currentVersion: version, latestVersion: version }),
        updatedAt: now,
      })
      .where(eq(libraryPrompts.id, row.id))
  })
  return { prompt: await getPrompt(db, user, row.id), newVersion }
}

/** Puts an earlier (or later) version back in use. */
export async function usePromptVersion(db: Database, user: SessionUser, promptId: string, version: number, now: Date): Promise<PromptView> {
  const row = await loadRow(db, user, promptId)
  await loadVersion(db, row.id, version)
  await db.update(libraryPrompts).set({ currentVersion: version, updatedAt: now }).where(eq(libraryPrompts.id, row.id))
  return getPrompt(db, user, row.id)
}

export async function deletePrompt(db: Database, user: SessionUser, promptId: string): Promise<PromptView> {
  const prompt = await getPrompt(db, user, promptId)
  await db.delete(libraryPrompts).where(eq(libraryPrompts.id, prompt.id))
  return prompt
}

// ---------------------------------------------------------------------------------------------------
// Import and export: a JSON document of prompts at their version in use.

export const exportFormat = 'tessera.prompt-library'
export const maxImportPrompts = 500

export interface ExportedPrompt {
  title: string
  description: string
  body: string
  category: string
  tags: string[]
  visibility: 'private' | 'shared'
}

export async function exportPrompts(db: Database, user: SessionUser, now: Date): Promise<{ format: string; version: 1; exportedAt: string; prompts: ExportedPrompt[] }> {
  const prompts = await listPrompts(db, user)
  return {
    format: exportFormat,
    version: 1,
    exportedAt: now.toISOString(),
    prompts: prompts.map((p) => ({ title: p.title, description: p.description, body: p.body, category: p.category, tags: p.tags, visibility: p.visibility })),
  }
}

/** Imports every prompt of the document, or none: any problem anywhere answers 400 and nothing is saved. */
export async function importPrompts(db: Database, user: SessionUser, document: unknown, now: Date): Promise<{ imported: number; ids: string[] }> {
  if (typeof document !== 'object' || document === null || (document as { format?: unknown }).format !== exportFormat)
    throw new HttpError(400, `Not a prompt library export (format must be "${exportFormat}")`, { code: 'prompts.importFormat' })
  const prompts = (document as { prompts?: unknown }).prompts
  if (!Array.isArray(prompts) || prompts.length === 0) throw new HttpError(400, 'The file holds no prompts', { code: 'prompts.importEmpty' })
  if (prompts.length > maxImportPrompts) throw new HttpError(400, `At most ${maxImportPrompts} prompts per import`, { code: 'prompts.importTooMany' })
  const all: Record<string, ReturnType<typeof validatePromptFields>['errors'][string]> = {}
  const cleaned = prompts.map((entry: unknown, index) => {
    const input = typeof entry === 'object' && entry !== null ? (entry as PromptFields) : {}
    const { fields, errors } = validatePromptFields(input, { required: true, prefix: `prompts.${index}.` })
    Object.assign(all, errors)
    return fields
  })
  if (Object.keys(all).length > 0) throw fieldErrors(all)
  const ids = await db.transaction(async (tx) => {
    const made: string[] = []
    for (const fields of cleaned) made.push(await insertPrompt(tx, user, fields, now))
    return made
  })
  return { imported: ids.length, ids }
}

