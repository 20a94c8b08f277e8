// Search by meaning in the library (decision 0107): whether the tenant has it (pgvector in the
// database and an embeddings model set), the query's vector through the gateway, and the campaigns
// nearest to a vector among those passing the library's filters. Campaigns are few per tenant (some
// thousands), so the nearest are found by an exact scan; knowledge's HNSW indexes are for passages.
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { AiCallFailed, AiRefusal, embedTexts, resolveEmbeddingModelId } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { hasVectorSearch, vectorLiteral } from '../knowledge/vector-search.ts'
import { staleCampaigns } from './embed-campaigns.ts'

export type SemanticMissing = 'databaseExtension' | 'embeddingsModel' | 'queryNotEmbedded'

export type SemanticState =
  | { available: true; modelId: string }
  | { available: false; missing: Exclude<SemanticMissing, 'queryNotEmbedded'> }

/** Nearest campaigns a search adds to the full-text matches, before the similarity floor. */
export const vectorCandidates = 100

export async function semanticSearchState(db: Database, tenantGroup: string): Promise<SemanticState> {
  if (!hasVectorSearch(db)) return { available: false, missing: 'databaseExtension' }
  const modelId = await resolveEmbeddingModelId(db, tenantGroup)
  return modelId ? { available: true, modelId } : { available: false, missing: 'embeddingsModel' }
}

/** How many of the tenant's campaigns have no fresh vector of the model yet (full text finds them). */
export async function campaignsWithoutVector(db: Database, tenantGroup: string, modelId: string) {
  const result = (await db.execute(
    sql`select count(*)::int as n ${staleCampaigns(tenantGroup, modelId)}`,
  )) as unknown as { rows: { n: number }[] }
  return Number(result.rows[0]?.n ?? 0)
}

/** The search words' vector; null (logged) when the provider failed or refused: full text answers alone. */
export async function embedQuery(
  db: Database,
  context: { tenantGroup: string; userId: string; modelId: string; log?: FastifyBaseLogger },
  query: string,
): Promise<number[] | null> {
  try {
    const [vector] = await embedTexts(
      { db, tenantGroup: context.tenantGroup, userId: context.userId, tool: 'campaigns', log: context.log },
      { modelId: context.modelId, texts: [query] },
    )
    return vector && vector.length > 0 && vector.every(Number.isFinite) ? vector : null
  } catch (error) {
    if (!(error instanceof AiCallFailed || error instanceof AiRefusal)) throw error
    context.log?.warn({ code: error.code }, 'the campaign search could not be embedded; full text only')
    return null
  }
}

/** Ids of the campaigns passing `where` nearest to `vector` (cosine), at least `minSimilarity` alike. */
export async function nearestCampaignIds(
  db: Database,
  where: SQL,
  modelId: string,
  vector: readonly number[],
  minSimilarity: number,
  limit = vectorCandidates,
): Promise<string[]> {
  const literal = vectorLiteral(vector)
  const result = (await db.execute(sql`
    select campaigns.id, 1 - (e.embedding::vector <=> ${literal}::vector) as score
    from campaign_embeddings e join campaigns on campaigns.id = e.campaign_id
    where ${where} and e.model_id = ${modelId} and e.dimensions = ${vector.length}
    order by e.embedding::vector <=> ${literal}::vector, campaigns.id
    limit ${limit}`)) as unknown as { rows: { id: string; score: number | string }[] }
  return result.rows.filter((row) => Number(row.score) >= minSimilarity).map((row) => row.id)
}
