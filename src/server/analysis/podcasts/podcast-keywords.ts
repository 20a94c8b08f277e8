// The podcast analyser's own keyword lists (tool `podcast`): the brands, competitors, ingredients and
// indications its mentions are counted by. A term added or removed is matched again over every
// episode of the tenant at once (the matcher is fast: decision 0094), so counts follow the lists.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { analysisItems, analysisKeywordLists, analysisKeywords } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { analyseItem, loadMatchContext } from '../keywords/analyse-item.ts'
import { ensureDefaultLists } from '../keywords/manifest-defaults.ts'
import { mentionKinds, podcastTool } from './podcast-queries.ts'

export type MentionKind = (typeof mentionKinds)[number]

export async function listPodcastKeywords(db: Database, tenantGroup: string) {
  await ensureDefaultLists(db, tenantGroup, podcastTool)
  return db
    .select({
      id: analysisKeywords.id,
      term: analysisKeywords.term,
      aliases: analysisKeywords.aliases,
      kind: analysisKeywordLists.kind,
    })
    .from(analysisKeywords)
    .innerJoin(analysisKeywordLists, eq(analysisKeywordLists.id, analysisKeywords.listId))
    .where(
      and(
        eq(analysisKeywordLists.tenantGroup, tenantGroup),
        eq(analysisKeywordLists.tool, podcastTool),
        inArray(analysisKeywordLists.kind, [...mentionKinds]),
      ),
    )
    .orderBy(asc(analysisKeywordLists.kind), asc(analysisKeywords.term))
}

/** Adds a term to the tenant's podcast list of that kind (made when there is none); null when the term is there already. */
export async function addPodcastKeyword(
  db: Database,
  tenantGroup: string,
  input: { kind: MentionKind; term: string; aliases: string[] },
  listName: string,
): Promise<string | null> {
  await ensureDefaultLists(db, tenantGroup, podcastTool)
  const lists = await db
    .select({ id: analysisKeywordLists.id })
    .from(analysisKeywordLists)
    .where(
      and(
        eq(analysisKeywordLists.tenantGroup, tenantGroup),
        eq(analysisKeywordLists.tool, podcastTool),
        eq(analysisKeywordLists.kind, input.kind),
      ),
    )
    .orderBy(asc(analysisKeywordLists.createdAt))
  let listId = lists[0]?.id
  if (!listId) {
    listId = randomUUID()
    await db
      .insert(analysisKeywordLists)
      .values({ id: listId, tenantGroup, tool: podcastTool, kind: input.kind, name: listName })
  }
  const existing = await listPodcastKeywords(db, tenantGroup)
  if (existing.some((one) => one.kind === input.kind && one.term.toLowerCase() === input.term.toLowerCase()))
    return null
  const id = randomUUID()
  await db
    .insert(analysisKeywords)
    .values({ id, tenantGroup, listId, term: input.term, aliases: input.aliases })
  return id
}

export async function deletePodcastKeyword(
  db: Database,
  tenantGroup: string,
  keywordId: string,
): Promise<boolean> {
  const [found] = await db
    .select({ id: analysisKeywords.id })
    .from(analysisKeywords)
    .innerJoin(analysisKeywordLists, eq(analysisKeywordLists.id, analysisKeywords.listId))
    .where(
      and(
        eq(analysisKeywords.id, keywordId),
        eq(analysisKeywords.tenantGroup, tenantGroup),
        eq(analysisKeywordLists.tool, podcastTool),
        inArray(analysisKeywordLists.kind, [...mentionKinds]),
      ),
    )
  if (!found) return false
  await db.delete(analysisKeywords).where(eq(analysisKeywords.id, keywordId))
  return true
}

/** Matches every episode of the tenant again with the current lists; the number of episodes. */
export async function rematchEpisodes(db: Database, tenantGroup: string): Promise<number> {
  const context = await loadMatchContext(db, tenantGroup, podcastTool)
  const episodes = await db
    .select({ id: analysisItems.id })
    .from(analysisItems)
    .where(and(eq(analysisItems.tenantGroup, tenantGroup), eq(analysisItems.tool, podcastTool)))
  for (const episode of episodes) await analyseItem(db, episode.id, context)
  return episodes.length
}
