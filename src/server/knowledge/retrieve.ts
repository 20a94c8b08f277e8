// Passages for a question (the chat's sources): only ready files of the caller's tenant, only the
// sources the scope names, ranked by full-text cover density and, where the database and the tenant
// offer vectors, by cosine similarity too (hybrid, decision 0039). The question is parsed in each
// language a document may be indexed in (german, french, english), so a German question finds a
// German document's inflected forms.
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import { expansionWords } from './field-terms.ts'
import { fuseRankings } from './fuse-rankings.ts'
import { readProfiles, tenantProducts, type StoredProfile } from './profile/profile-store.ts'
import { analyseQuestion } from './question-analysis.ts'
import { rankPassages } from './rank-passages.ts'
import { nearestPassages } from './nearest-passages.ts'
import { datedPassages, productPassages } from './profile-passages.ts'
import { fullTextPassages } from './full-text-passages.ts'
import { contentWords, weighedWords } from './weighed-words.ts'

export interface SourceScope {
  tenantGroup: string
  collections: 'none' | 'internal' | 'all' | readonly string[]
  threadId?: string | null
  assistantId?: string | null
  includeInternal: boolean
}

export interface Passage {
  chunkId: number
  fileId: string
  filename: string
  collectionId: string | null
  unitKind: string
  unitNumber: number | null
  heading: string
  text: string
  score: number
  language: string | null
  /** What the passage's document is (set by retrievePassages; decision 0091). */
  profile?: StoredProfile | null
  /**
   * Cosine similarity to the question when the vector search found the passage at or above the
   * floor (set by retrievePassages); null when only the full text found it (decision 0092).
   */
  similarity?: number | null
}

export { nearestByVector } from './nearest-passages.ts'
export { scopeCondition } from './passage-rows.ts'
export { commonWordChunks, contentWords } from './weighed-words.ts'
export { samplePassages } from './sample-passages.ts'

export interface RetrieveOptions {
  limit?: number
  /**
   * Least cosine similarity of a passage found by vector (KNOWLEDGE_VECTOR_MIN_SIMILARITY, decision
   * 0040): nearer passages always exist, so without a floor a question about anything gets some.
   * Vector hits under it are dropped before fusion; 0 keeps them all.
   */
  minSimilarity: number
  /**
   * The question in other languages (translated by the chat model, decision 0092): each adds a
   * full-text list to the fusion.
   */
  translations?: readonly string[]
  /** Who asks (the ledger row of the question's embedding). */
  userId?: string | null
  signal?: AbortSignal
  log?: FastifyBaseLogger
}

/**
 * Full text: passages with every content word first; when those are fewer than asked for, passages
 * with the question's rarest words fill up the list (ranked lower, rarer words first), so a long
 * question still finds the page that answers part of it. A word in commonWordChunks chunks or more
 * never fills up, the rarest words fill up only until their chunks reach fillUpChunks, and when every
 * word is common only the first commonWordChunks chunks with all of them are ranked: the work per
 * question stays bounded however large the index grows. With vectors (pgvector and a tenant
 * embeddings model, decision 0039) that list is fused with the nearest passages by cosine distance
 * (reciprocal rank fusion), so a passage that says the same in other words is found too; a question
 * naming field concepts (dose, storage...) adds a list searched with their words in the other
 * languages. The fused candidates are then ranked again by what the question names and asks, read
 * against each document's profile (rank-passages.ts, decision 0092).
 */
export async function retrievePassages(
  db: Database,
  scope: SourceScope,
  query: string,
  options: RetrieveOptions,
): Promise<Passage[]> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 50)
  // Each list offers more candidates than asked for, so fusion and the second ranking can lift a
  // passage both lists know or one of the right product and strength.
  const candidates = Math.min(limit * 3, 50)
  // The question's field words in the other languages (decision 0092): a French question finds a
  // German leaflet through its product name and "Dosierung" for "posologie".
  const expansion = expansionWords(query)
  const textList = (text: string) =>
    weighedWords(db, scope.tenantGroup, text).then((weighed) =>
      weighed.length === 0 ? [] : fullTextPassages(db, scope, weighed, candidates),
    )
  // All at once (on PostgreSQL on several connections).
  const [fullText, crossLingual, byVector, products, ...translated] = await Promise.all([
    textList(query),
    expansion.length === 0 ? [] : textList(`${query} ${expansion.join(' ')}`),
    nearestPassages(db, scope, query, candidates, options),
    tenantProducts(db, scope.tenantGroup),
    ...(options.translations ?? []).map(textList),
  ])
  const analysis = analyseQuestion(
    query,
    products.map((row) => row.product),
  )
  // The named product's own documents (decision 0092): a question naming "Zyrtomax" whose other words
  // the leaflet says differently ("good for" / "shelf life") or in another language still reaches them.
  // The documents of a year the question names (decision 0104, round 5): "nach der Preisliste von Juli
  // 2024" reaches the older price list, whose rows its successor repeats.
  const words =
    analysis.products.length === 0 && analysis.dates.length === 0
      ? []
      : await contentWords(db, [query, ...expansion].join(' '))
  const [ofProduct, ofDate] = await Promise.all([
    analysis.products.length === 0 ? [] : productPassages(db, scope, analysis.products, words, candidates),
    analysis.dates.length === 0
      ? []
      : datedPassages(db, scope, analysis.dates, analysis.products, words, candidates),
  ])
  const lists = [fullText, crossLingual, byVector ?? [], ofProduct, ofDate, ...translated].filter(
    (list) => list.length > 0,
  )
  if (lists.length === 0) return []
  const fused = fuseRankings(lists, (passage) => passage.chunkId, candidates * lists.length)
  const profiles = await readProfiles(
    db,
    scope.tenantGroup,
    fused.map(({ item }) => item.fileId),
  )
  const similarities = new Map((byVector ?? []).map((passage) => [passage.chunkId, passage.score]))
  return rankPassages(analysis, fused, profiles)
    .slice(0, limit)
    .map(({ passage, score }) => ({
      ...passage,
      score,
      profile: profiles.get(passage.fileId) ?? null,
      similarity: similarities.get(passage.chunkId) ?? null,
    }))
}
