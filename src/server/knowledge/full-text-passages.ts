// Full-text candidates of retrievePassages (retrieve.ts): chunks with every content word ranked by
// cover density, filled up with the rarest words' chunks (decisions 0043, 0057). Bounded work per
// question however large the index grows.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { inScope, passageColumns, scopeCondition, toPassage } from './passage-rows.ts'
import { anyWordQuery } from './profile-passages.ts'
import type { Passage, SourceScope } from './retrieve.ts'
import { allWordsQuery, commonWordChunks, type WeighedWord } from './weighed-words.ts'

/** The fill-up ranks the rarest uncommon words' chunks, until about this many. */
const fillUpChunks = 800

export async function fullTextPassages(
  db: Database,
  scope: SourceScope,
  weighed: readonly WeighedWord[],
  limit: number,
): Promise<Passage[]> {
  const words = weighed.map((word) => word.word)
  // A word in none of the tenant's chunks (counted over its lexemes in all three languages, so 0 is
  // exact) matches nothing: no chunk holds every word, and it adds nothing to a chunk's weight.
  const present = weighed.filter((word) => word.chunks > 0)
  const uncommon: WeighedWord[] = []
  let budget = fillUpChunks
  for (const word of [...present].sort((a, b) => a.chunks - b.chunks)) {
    if (word.chunks >= commonWordChunks || (uncommon.length > 0 && word.chunks > budget)) break
    uncommon.push(word)
    budget -= word.chunks
  }
  const passages =
    present.length < weighed.length
      ? []
      : await rankedPassages(
          db,
          scope,
          allWordsQuery(words),
          limit,
          weighed.every((word) => word.chunks >= commonWordChunks),
        )
  if (passages.length < limit && words.length > 1 && uncommon.length > 0) {
    const seen = new Set(passages.map((passage) => passage.chunkId))
    for (const passage of await rankedPassages(
      db,
      scope,
      anyWordQuery(uncommon.map((word) => word.word)),
      limit,
      false,
      uncommon,
    )) {
      if (passages.length >= limit) break
      if (!seen.has(passage.chunkId)) passages.push(passage)
    }
  }
  return passages
}

/** A rare word weighs more: ln(1 + commonWordChunks / chunks), as inverse document frequency does. */
const weightOf = (word: WeighedWord) => Math.log(1 + commonWordChunks / Math.max(1, word.chunks))

/**
 * Ranked by cover density, or with `weighed` words (the fill-up) first by the summed weight of the
 * words a chunk contains, so a chunk with the question's rarest word comes before one that repeats
 * its most frequent one.
 */
async function rankedPassages(
  db: Database,
  scope: SourceScope,
  tsquery: SQL,
  limit: number,
  capped: boolean,
  weighed?: readonly WeighedWord[],
): Promise<Passage[]> {
  if (weighed) return weighedPassages(db, scope, tsquery, limit, weighed)
  // Capped: the chunks matching are many (every word is common); rank the first commonWordChunks only.
  // The search condition is then checked inside (through the GIN index) and not again outside, where
  // it would read each candidate's search vector once more (decision 0057).
  const candidates = capped
    ? sql`(select c0.* from knowledge_chunks c0
          join knowledge_files f on f.id = c0.file_id
          left join knowledge_collections k on k.id = f.collection_id
          where c0.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready'
            and ${scopeCondition(scope)} and c0.search_vector @@ (select query from q)
          limit ${commonWordChunks})`
    : sql`knowledge_chunks`
  const result = (await db.execute(sql`
    with q as (select (${tsquery}) as query)
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.query) as score
    from q, ${candidates} c
    join knowledge_files f on f.id = c.file_id
    left join knowledge_collections k on k.id = f.collection_id
    where ${inScope(scope)}${capped ? sql`` : sql` and c.search_vector @@ q.query`}
    order by score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

/**
 * The fill-up's ranking, the same order as "summed weight, then cover density, then id", with less
 * reading (decision 0057). A chunk's search vector is stored out of line (TOAST): every function
 * reading it fetches and decompresses it again, and the weight (one `@@` per word) and the cover
 * density read it once per word and once more, for every candidate (up to about 800). Now which
 * words a chunk holds comes from the GIN index (one bitmap scan per word, a bit per word, no search
 * vector read), and cover density is computed only for the chunks that can still make the list:
 * those weighing at least as much as the `limit`-th (ties included), each vector read once. Each
 * chunk's words are gathered once (a materialized CTE) and its file checked by a lookup of its own
 * (lateral, `limit 1` so the planner keeps it one): on tables without statistics the planner had
 * joined every file to all matching chunks and sorted them again per file (46 ms instead of 14 for
 * 200 one-page files, docs/benchmarks.md, "First token").
 */
async function weighedPassages(
  db: Database,
  scope: SourceScope,
  tsquery: SQL,
  limit: number,
  weighed: readonly WeighedWord[],
): Promise<Passage[]> {
  // Each word's query and the question's are computed once (a sub-select, a materialized CTE): a
  // prepared statement's generic plan (decision 0073) otherwise parses them again for every row.
  const perWord = sql.join(
    weighed.map(
      (word, i) => sql`select c.id, c.file_id, ${2 ** i}::bigint as bit from knowledge_chunks c
      where c.tenant_group = ${scope.tenantGroup} and c.search_vector @@ (select ${anyWordQuery([word.word])})`,
    ),
    sql` union all `,
  )
  // The summed weight in word order, term by term as before, so equal word sets weigh exactly the same.
  const weight = sql.join(
    weighed.map(
      (word, i) => sql`(case when h.words & ${2 ** i} <> 0 then ${weightOf(word)}::float8 else 0 end)`,
    ),
    sql` + `,
  )
  const result = (await db.execute(sql`
    with q as materialized (select (${tsquery}) as query),
    matched as materialized (select w.id, w.file_id, bit_or(w.bit) as words from (${perWord}) w group by w.id, w.file_id),
    hits as materialized (
      select h.id, ${weight} as weight
      from matched h
      cross join lateral (select 1 from knowledge_files f left join knowledge_collections k on k.id = f.collection_id
        where f.id = h.file_id and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready' and ${scopeCondition(scope)} limit 1) in_scope),
    cut as (select weight from hits order by weight desc limit 1 offset ${limit - 1})
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.query) as score, h.weight
    from q, hits h
    join knowledge_chunks c on c.id = h.id
    join knowledge_files f on f.id = c.file_id
    where h.weight >= coalesce((select weight from cut), 0)
    order by h.weight desc, score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}
