// A tenant's keyword lists and their keywords: read by every level, changed by admins. Every change
// recomputes the hits (recompute-hits.ts), so the counts always follow the lists.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { analysisKeywordLists, analysisKeywords } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError } from '../../lib/http-error.ts'
import { checkKeyword, checkListKind, checkListName, type KeywordFields } from './keyword-input.ts'
import { ensureDefaultLists } from './manifest-defaults.ts'

export interface Scope {
  readonly tenantGroup: string
  readonly tool: string
}

const notFound = (what: string) => new HttpError(404, `No such ${what}`, { code: 'notFound' })

export async function listKeywordLists(db: Database, scope: Scope) {
  await ensureDefaultLists(db, scope.tenantGroup, scope.tool)
  const lists = await db
    .select()
    .from(analysisKeywordLists)
    .where(
      and(eq(analysisKeywordLists.tenantGroup, scope.tenantGroup), eq(analysisKeywordLists.tool, scope.tool)),
    )
    .orderBy(asc(analysisKeywordLists.createdAt), asc(analysisKeywordLists.name))
  const keywords = await db
    .select()
    .from(analysisKeywords)
    .where(eq(analysisKeywords.tenantGroup, scope.tenantGroup))
    .orderBy(asc(analysisKeywords.term))
  return lists.map((list) => ({
    id: list.id,
    kind: list.kind,
    name: list.name,
    manifestKey: list.manifestKey,
    keywords: keywords.filter((k) => k.listId === list.id).map(toKeywordDto),
  }))
}

export function toKeywordDto(k: typeof analysisKeywords.$inferSelect) {
  return {
    id: k.id,
    listId: k.listId,
    term: k.term,
    aliases: k.aliases,
    language: k.language,
    indicationFor: k.indicationFor,
  }
}

export async function findList(db: Database, scope: Scope, listId: string) {
  const [list] = await db
    .select()
    .from(analysisKeywordLists)
    .where(
      and(
        eq(analysisKeywordLists.id, listId),
        eq(analysisKeywordLists.tenantGroup, scope.tenantGroup),
        eq(analysisKeywordLists.tool, scope.tool),
      ),
    )
  if (!list) throw notFound('keyword list')
  return list
}

export async function createList(db: Database, scope: Scope, body: Record<string, unknown>) {
  const kind = checkListKind(body.kind)
  const name = checkListName(body.name)
  await ensureDefaultLists(db, scope.tenantGroup, scope.tool)
  const [list] = await db
    .insert(analysisKeywordLists)
    .values({ id: randomUUID(), tenantGroup: scope.tenantGroup, tool: scope.tool, kind, name })
    .returning()
  return { id: list!.id, kind: list!.kind, name: list!.name, manifestKey: null, keywords: [] }
}

export async function updateList(db: Database, scope: Scope, listId: string, body: Record<string, unknown>) {
  const list = await findList(db, scope, listId)
  const kind = body.kind === undefined ? list.kind : checkListKind(body.kind)
  const name = body.name === undefined ? list.name : checkListName(body.name)
  await db
    .update(analysisKeywordLists)
    .set({ kind, name, updatedAt: new Date() })
    .where(eq(analysisKeywordLists.id, list.id))
  return { list: { ...list, kind, name }, kindChanged: kind !== list.kind }
}

export async function deleteList(db: Database, scope: Scope, listId: string) {
  const list = await findList(db, scope, listId)
  await db.delete(analysisKeywordLists).where(eq(analysisKeywordLists.id, list.id))
  return list
}

async function findKeyword(db: Database, scope: Scope, keywordId: string) {
  const [row] = await db
    .select({ keyword: analysisKeywords })
    .from(analysisKeywords)
    .innerJoin(analysisKeywordLists, eq(analysisKeywordLists.id, analysisKeywords.listId))
    .where(
      and(
        eq(analysisKeywords.id, keywordId),
        eq(analysisKeywords.tenantGroup, scope.tenantGroup),
        eq(analysisKeywordLists.tool, scope.tool),
      ),
    )
  if (!row) throw notFound('keyword')
  return row.keyword
}

export async function addKeyword(db: Database, scope: Scope, listId: string, body: Record<string, unknown>) {
  const list = await findList(db, scope, listId)
  const fields = checkKeyword(body)
  const [row] = await db
    .insert(analysisKeywords)
    .values({ id: randomUUID(), tenantGroup: scope.tenantGroup, listId: list.id, ...fields })
    .returning()
  return toKeywordDto(row!)
}

export async function updateKeyword(
  db: Database,
  scope: Scope,
  keywordId: string,
  body: Record<string, unknown>,
) {
  const keyword = await findKeyword(db, scope, keywordId)
  const fields: KeywordFields = checkKeyword(body, {
    term: keyword.term,
    aliases: keyword.aliases,
    language: keyword.language as KeywordFields['language'],
    indicationFor: keyword.indicationFor,
  })
  const [row] = await db
    .update(analysisKeywords)
    .set(fields)
    .where(eq(analysisKeywords.id, keyword.id))
    .returning()
  return toKeywordDto(row!)
}

export async function deleteKeyword(db: Database, scope: Scope, keywordId: string) {
  const keyword = await findKeyword(db, scope, keywordId)
  await db.delete(analysisKeywords).where(eq(analysisKeywords.id, keyword.id))
  return keyword
}
