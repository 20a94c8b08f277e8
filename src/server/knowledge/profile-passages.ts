// Candidates read through the documents' profiles (issue 38, decisions 0092 and 0104): the named
// product's documents, and the documents of the version date a question names ("nach der Preisliste
// von Juli 2024"), their chunks holding any of the question's words (in any of the three languages),
// by cover density. Only chunks holding a word are read, through the GIN index, so the work stays
// bounded however many documents a product or a date has.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { inScope, passageColumns, toPassage } from './passage-rows.ts'
import type { Passage, SourceScope } from './retrieve.ts'

const configs = ['german', 'french', 'english'] as const

/** Any of the words, in any of the languages. */
export function anyWordQuery(words: readonly string[]): SQL {
  return sql.join(
    words.flatMap((word) => configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${word})`)),
    sql` || `,
  )
}

/** A figure or a unit of a strength ("200", "mg", "0,1"): no word of what is asked. */
const strengthWord = /^(?:\d{1,3}(?:[.,]\d+)?|mg|g|µg|mcg|ml|ie|iu|i\.e\.)$/u

async function profilePassages(
  db: Database,
  scope: SourceScope,
  profileCondition: SQL,
  words: readonly string[],
  limit: number,
  rankWords: readonly string[] = words,
): Promise<Passage[]> {
  if (words.length === 0) return []
  const rank = rankWords.length === 0 ? words : rankWords
  const result = (await db.execute(sql`
    with q as materialized (select (${anyWordQuery(words)}) as query, (${anyWordQuery(rank)}) as rank)
    select ${passageColumns}, ts_rank_cd(c.search_vector, q.rank) as score
    from q, knowledge_document_profiles p
    join knowledge_files f on f.id = p.file_id
    join knowledge_chunks c on c.file_id = f.id
    left join knowledge_collections k on k.id = f.collection_id
    where p.tenant_group = ${scope.tenantGroup} and ${profileCondition}
      and ${inScope(scope)} and c.search_vector @@ q.query
    order by score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}

/**
 * Passages of the documents whose profile names one of `products`, holding the question's other
 * words (`words`: its content words; the product's own name is in every chunk and says nothing).
 */
export function productPassages(
  db: Database,
  scope: SourceScope,
  products: readonly string[],
  words: readonly string[],
  limit: number,
): Promise<Passage[]> {
  const names = sql.join(
    products.map((product) => sql`${product.toLowerCase()}`),
    sql`, `,
  )
  const others = words.filter((word) => !products.some((product) => product.toLowerCase() === word))
  // The strength's figures and units find the chunks (each heading holds them) but do not rank them:
  // the chunk saying the asked words comes before one repeating "200 mg".
  const ranking = others.filter((word) => !strengthWord.test(word))
  return profilePassages(db, scope, sql`lower(p.product) in (${names})`, others, limit, ranking)
}

/**
 * Passages of the documents whose version date falls in a year the question names ("Preisliste von
 * 2024"): an older version the full text would rank below its successor, which repeats its words.
 * The product's name counts here ("Nasaclar" in a price list's row).
 */
export function datedPassages(
  db: Database,
  scope: SourceScope,
  years: readonly string[],
  products: readonly string[],
  words: readonly string[],
  limit: number,
): Promise<Passage[]> {
  const asked = sql.join(
    years.map((year) => sql`${year}`),
    sql`, `,
  )
  // With a product named, its own documents come through productPassages; of the others only those of
  // no one product (a price list) may speak of it, and other products' leaflets would fill the list.
  const ofNoProduct = products.length === 0 ? sql`true` : sql`p.product is null`
  return profilePassages(
    db,
    scope,
    sql`left(p.version_date, 4) in (${asked}) and ${ofNoProduct}`,
    words,
    limit,
  )
}
