// The approved content a post idea is written from, as plain-text excerpts (data, never HTML): a
// data-pool collection's passages through the retrieval service (the brief's nearest, or — without a
// brief — passages spread over its documents), or a tile's title, description and template.
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/connect.ts'
import type { IdeaSource } from '../../db/influencing-tables.ts'
import { tenantTiles } from '../../db/tile-tables.ts'
import { retrievePassages, samplePassages } from '../../knowledge/retrieve.ts'

const passageCount = 6
const excerptChars = 1200

interface IdeaRow {
  tenantGroup: string
  sourceKind: string
  sourceId: string | null
  brief: string
}

export async function gatherIdeaSources(
  db: Database,
  idea: IdeaRow,
  options: { minSimilarity: number; userId: string | null; signal: AbortSignal; log: FastifyBaseLogger },
): Promise<IdeaSource[]> {
  if (!idea.sourceId) return []
  if (idea.sourceKind === 'tile') {
    const [tile] = await db
      .select()
      .from(tenantTiles)
      .where(and(eq(tenantTiles.tenantGroup, idea.tenantGroup), eq(tenantTiles.id, idea.sourceId)))
    if (!tile) return []
    const excerpt = [tile.description, tile.template]
      .filter(Boolean)
      .join('\n\n')
      .slice(0, excerptChars * 2)
    return [{ label: tile.title, excerpt }]
  }
  const scope = { tenantGroup: idea.tenantGroup, collections: [idea.sourceId], includeInternal: true }
  const passages = idea.brief.trim()
    ? await retrievePassages(db, scope, idea.brief, {
        limit: passageCount,
        minSimilarity: options.minSimilarity,
        userId: options.userId,
        signal: options.signal,
        log: options.log,
      })
    : await samplePassages(db, scope, passageCount)
  return passages.map((passage) => ({
    label: passage.heading ? `${passage.filename} — ${passage.heading}` : passage.filename,
    excerpt: passage.text.slice(0, excerptChars),
  }))
}
