// One campaign: the e-mail as sent (sanitised here; the page shows it in a sandboxed frame whose CSP
// blocks remote loads until the user asks), KPIs with the library's medians, links, the AI summary and
// tags, similar campaigns, drafts. The summary and drafts are jobs through the gateway; without a model
// the routes say so (409 campaigns.noModel) and nothing is queued.
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { enqueueCampaignDraft } from '../../campaigns/draft-job.ts'
import { libraryMedians } from '../../campaigns/library-query.ts'
import { tenantChatModel } from '../../ai/model-json.ts'
import { sanitiseEmail } from '../../campaigns/sanitise-email.ts'
import { semanticSearchState } from '../../campaigns/semantic-search.ts'
import { similarCampaigns } from '../../campaigns/similar-campaigns.ts'
import { enqueueCampaignSummary } from '../../campaigns/summary-job.ts'
import { campaignDrafts, campaigns } from '../../db/campaign-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { iso } from './dto.ts'

type Params = { Params: { campaignId: string } }

export default async function campaignRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const campaignOr404 = async (group: string, id: string) => {
    const [row] = await app.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.tenantGroup, group), eq(campaigns.id, id)))
    if (!row) throw notFound('No such campaign')
    return row
  }
  const modelOr409 = async (group: string, userId: string) => {
    const model = await tenantChatModel({ db: app.db, tenantGroup: group, userId, tool: 'campaigns' })
    if (!model)
      throw new HttpError(409, 'No language model is set for this tenant', { code: 'campaigns.noModel' })
    return model
  }

  app.get<Params>(
    '/api/campaigns/:campaignId',
    { schema: contract.schemaFor('campaigns-get') },
    async (request) => {
      const user = request.user!
      const row = await campaignOr404(user.group, request.params.campaignId)
      const semantic = await semanticSearchState(app.db, user.group)
      const [medians, similar, drafts, model] = await Promise.all([
        libraryMedians(app.db, user.group),
        similarCampaigns(app.db, row, semantic.available ? semantic.modelId : null),
        app.db
          .select()
          .from(campaignDrafts)
          .where(and(eq(campaignDrafts.tenantGroup, user.group), eq(campaignDrafts.campaignId, row.id)))
          .orderBy(desc(campaignDrafts.createdAt)),
        tenantChatModel({ db: app.db, tenantGroup: user.group, userId: user.id, tool: 'campaigns' }),
      ])
      const {
        search: _search,
        embedTextHash: _hash,
        tenantGroup: _tenant,
        externalId: _external,
        updatedAt: _updated,
        ...campaign
      } = row
      return {
        campaign: { ...campaign, sentAt: iso(row.sentAt), html: sanitiseEmail(row.html) },
        medians,
        similar: similar.items.map(({ score: _score, ...entry }) => ({
          ...entry,
          sentAt: iso(entry.sentAt),
        })),
        similarBy: similar.by,
        drafts: drafts.map(({ tenantGroup: _t, campaignId: _c, createdBy: _b, ...draft }) => ({
          ...draft,
          createdAt: draft.createdAt.toISOString(),
        })),
        modelLabel: model?.label ?? null,
      }
    },
  )

  app.post<Params>(
    '/api/campaigns/:campaignId/summary',
    { schema: contract.schemaFor('campaigns-summarise') },
    async (request, reply) => {
      const user = request.user!
      const row = await campaignOr404(user.group, request.params.campaignId)
      await modelOr409(user.group, user.id)
      await enqueueCampaignSummary(app.db, user.group, row.id, user.id)
      await app.audit(request, { action: 'campaigns.summaryRequested', target: row.id, result: 'success' })
      return reply.status(202).send()
    },
  )

  app.post<Params & { Body: { brief?: string } }>(
    '/api/campaigns/:campaignId/drafts',
    { schema: contract.schemaFor('campaigns-drafts-create') },
    async (request, reply) => {
      const user = request.user!
      const row = await campaignOr404(user.group, request.params.campaignId)
      await modelOr409(user.group, user.id)
      const id = randomUUID()
      await app.db.insert(campaignDrafts).values({
        id,
        tenantGroup: user.group,
        campaignId: row.id,
        createdBy: user.id,
        brief: request.body.brief?.trim() ?? '',
        createdAt: app.now(),
      })
      await enqueueCampaignDraft(app.db, user.group, id)
      await app.audit(request, { action: 'campaigns.draftRequested', target: row.id, result: 'success' })
      return reply.status(202).send({ id })
    },
  )
}
