// Post ideas (decision 0109): drafts for ambassadors' LinkedIn posts from approved content (a
// data-pool collection or a tile), written by the tenant's model as a job and checked before anyone
// copies them; a pasted draft is checked at once by the deterministic rules (no model needed) and
// by promo-check where a model exists. Kept per tenant, never posted.
import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { tenantChatModel } from '../../ai/model-json.ts'
import type { Contract } from '../../contract.ts'
import { knowledgeCollections } from '../../db/ai-tables.ts'
import { influencingPostIdeas } from '../../db/influencing-tables.ts'
import { tenantTiles } from '../../db/tile-tables.ts'
import { checkIdeaText } from '../../influencing/ideas/check-idea.ts'
import { enqueuePostIdea } from '../../influencing/ideas/idea-job.ts'
import { fieldError, fieldErrors, HttpError, notFound } from '../../lib/http-error.ts'

interface IdeaBody {
  sourceKind: 'collection' | 'tile' | 'pasted'
  sourceId?: string
  brief?: string
  language: 'de' | 'en'
  text?: string
}

type IdeaRow = typeof influencingPostIdeas.$inferSelect
const ideaView = ({ tenantGroup: _t, createdBy: _c, sourceId: _s, ...idea }: IdeaRow) => ({
  ...idea,
  createdAt: idea.createdAt.toISOString(),
})

export default async function ideaRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const modelOf = async (group: string, userId: string) => {
    const model = await tenantChatModel({ db: app.db, tenantGroup: group, userId, tool: 'influencing' })
    return model ? { label: model.label } : null
  }

  app.get(
    '/api/influencing/ideas/sources',
    { schema: contract.schemaFor('influencing-ideas-sources') },
    async (request) => {
      const user = request.user!
      const [model, collections, tiles] = await Promise.all([
        modelOf(user.group, user.id),
        app.db
          .select({ id: knowledgeCollections.id, name: knowledgeCollections.name })
          .from(knowledgeCollections)
          .where(eq(knowledgeCollections.tenantGroup, user.group))
          .orderBy(asc(knowledgeCollections.name)),
        app.db
          .select({ id: tenantTiles.id, title: tenantTiles.title, levels: tenantTiles.levels })
          .from(tenantTiles)
          .where(eq(tenantTiles.tenantGroup, user.group))
          .orderBy(asc(tenantTiles.title)),
      ])
      return {
        model,
        collections,
        tiles: tiles
          .filter((tile) => tile.levels.includes(user.role))
          .map(({ id, title }) => ({ id, title })),
      }
    },
  )

  app.get(
    '/api/influencing/ideas',
    { schema: contract.schemaFor('influencing-ideas-list') },
    async (request) => {
      const rows = await app.db
        .select()
        .from(influencingPostIdeas)
        .where(eq(influencingPostIdeas.tenantGroup, request.user!.group))
        .orderBy(desc(influencingPostIdeas.createdAt))
        .limit(100)
      return { items: rows.map(ideaView) }
    },
  )

  app.get<{ Params: { ideaId: string } }>(
    '/api/influencing/ideas/:ideaId',
    { schema: contract.schemaFor('influencing-ideas-get') },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(influencingPostIdeas)
        .where(
          and(
            eq(influencingPostIdeas.tenantGroup, request.user!.group),
            eq(influencingPostIdeas.id, request.params.ideaId),
          ),
        )
      if (!row) throw notFound()
      return ideaView(row)
    },
  )

  app.post<{ Body: IdeaBody }>(
    '/api/influencing/ideas',
    { schema: contract.schemaFor('influencing-ideas-create') },
    async (request, reply) => {
      const user = request.user!
      const body = request.body
      const model = await modelOf(user.group, user.id)
      const id = randomUUID()
      const row = {
        id,
        tenantGroup: user.group,
        createdBy: user.id,
        sourceKind: body.sourceKind,
        brief: body.brief?.trim() ?? '',
        language: body.language,
        createdAt: app.now(),
      }
      if (body.sourceKind === 'pasted') {
        const text = body.text?.trim() ?? ''
        if (!text)
          throw fieldErrors({ text: fieldError('influencing.ideaTextRequired', 'Paste the draft to check') })
        const ruleFindings = await checkIdeaText(app.db, user.group, text, body.language)
        await app.db.insert(influencingPostIdeas).values({
          ...row,
          text,
          status: 'done',
          ruleFindings,
          promoCheckStatus: model ? 'pending' : 'skipped',
        })
      } else {
        if (!model)
          throw new HttpError(409, 'No chat model: an admin sets a default chat model first', {
            code: 'influencing.noModel',
          })
        const sourceLabel = await sourceLabelOf(user.group, user.role, body)
        await app.db.insert(influencingPostIdeas).values({ ...row, sourceId: body.sourceId!, sourceLabel })
      }
      if (model || body.sourceKind !== 'pasted')
        await enqueuePostIdea(app.db, user.group, id, app.config.knowledgeVectorMinSimilarity)
      await app.audit(request, {
        action: 'influencing.idea.requested',
        target: id,
        result: 'success',
        detail: { sourceKind: body.sourceKind },
      })
      const [stored] = await app.db.select().from(influencingPostIdeas).where(eq(influencingPostIdeas.id, id))
      return reply.status(body.sourceKind === 'pasted' ? 201 : 202).send(ideaView(stored!))
    },
  )

  /** The chosen collection or tile's name; another tenant's (or a tile the caller may not run) is 400. */
  async function sourceLabelOf(group: string, role: string, body: IdeaBody): Promise<string> {
    const unknown = () =>
      fieldErrors({
        sourceId: fieldError('influencing.unknownSource', 'Choose a collection or tile of the tenant'),
      })
    if (!body.sourceId) throw unknown()
    if (body.sourceKind === 'collection') {
      const [found] = await app.db
        .select({ name: knowledgeCollections.name })
        .from(knowledgeCollections)
        .where(and(eq(knowledgeCollections.tenantGroup, group), eq(knowledgeCollections.id, body.sourceId)))
      if (!found) throw unknown()
      return found.name
    }
    const [tile] = await app.db
      .select({ title: tenantTiles.title, levels: tenantTiles.levels })
      .from(tenantTiles)
      .where(and(eq(tenantTiles.tenantGroup, group), eq(tenantTiles.id, body.sourceId)))
    if (!tile || !tile.levels.includes(role)) throw unknown()
    return tile.title
  }
}
