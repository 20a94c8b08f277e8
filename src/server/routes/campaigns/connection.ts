// The tenant's Mailchimp connection: the key is checked against Mailchimp (ping) before it is stored,
// encrypted with the provider key cipher; the API shows only its last four characters. Saving queues
// a sync; "sync now" queues another (one waits at a time).
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { encryptSecret, hintOf } from '../../ai/key-cipher.ts'
import { createMailchimpClient, datacenterOf, MailchimpError } from '../../campaigns/mailchimp-client.ts'
import { enqueueCampaignSync } from '../../campaigns/sync-job.ts'
import { campaignConnections } from '../../db/campaign-tables.ts'
import { HttpError } from '../../lib/http-error.ts'

export default async function connectionRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/campaigns/connection',
    { schema: contract.schemaFor('campaigns-connection-get') },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(campaignConnections)
        .where(eq(campaignConnections.tenantGroup, request.user!.group))
      if (!row) return { connection: null }
      return {
        connection: {
          apiKeyHint: row.apiKeyHint,
          datacenter: row.datacenter,
          accountName: row.accountName,
          syncStatus: row.syncStatus,
          syncErrorCode: row.syncErrorCode,
          syncedAt: row.syncedAt?.toISOString() ?? null,
          syncedCount: row.syncedCount,
          skippedCount: row.skippedCount,
        },
      }
    },
  )

  app.put<{ Body: { apiKey: string } }>(
    '/api/campaigns/connection',
    { schema: contract.schemaFor('campaigns-connection-put') },
    async (request, reply) => {
      const user = request.user!
      const apiKey = request.body.apiKey.trim()
      let accountName: string | null = null
      let datacenter: string
      try {
        datacenter = datacenterOf(apiKey)
        const client = createMailchimpClient(apiKey)
        await client.get('/ping')
        const root = await client.get<{ account_name?: unknown }>('/', { fields: 'account_name' })
        accountName = typeof root.account_name === 'string' ? root.account_name : null
      } catch (error) {
        if (!(error instanceof MailchimpError)) throw error
        const status =
          error.code === 'campaigns.keyFormat' || error.code === 'campaigns.keyRejected' ? 400 : 502
        throw new HttpError(status, error.message, { code: error.code })
      }
      const values = {
        apiKeyEncrypted: encryptSecret(apiKey),
        apiKeyHint: hintOf(apiKey.split('-')[0]!),
        datacenter,
        accountName,
        createdBy: user.id,
        createdAt: app.now(),
        syncStatus: 'idle',
        syncErrorCode: null,
      }
      await app.db
        .insert(campaignConnections)
        .values({ tenantGroup: user.group, ...values })
        .onConflictDoUpdate({ target: campaignConnections.tenantGroup, set: values })
      await enqueueCampaignSync(app.db, user.group)
      await app.audit(request, {
        action: 'campaigns.connected',
        target: user.group,
        result: 'success',
        detail: { datacenter, apiKeyHint: values.apiKeyHint },
      })
      return reply.status(204).send()
    },
  )

  app.delete(
    '/api/campaigns/connection',
    { schema: contract.schemaFor('campaigns-connection-delete') },
    async (request, reply) => {
      const user = request.user!
      await app.db.delete(campaignConnections).where(eq(campaignConnections.tenantGroup, user.group))
      await app.audit(request, { action: 'campaigns.disconnected', target: user.group, result: 'success' })
      return reply.status(204).send()
    },
  )

  app.post(
    '/api/campaigns/sync',
    { schema: contract.schemaFor('campaigns-sync') },
    async (request, reply) => {
      const user = request.user!
      const [row] = await app.db
        .select({ tenantGroup: campaignConnections.tenantGroup })
        .from(campaignConnections)
        .where(eq(campaignConnections.tenantGroup, user.group))
      if (!row) throw new HttpError(409, 'No Mailchimp key is connected', { code: 'campaigns.notConnected' })
      await enqueueCampaignSync(app.db, user.group)
      await app.audit(request, { action: 'campaigns.syncRequested', target: user.group, result: 'success' })
      return reply.status(202).send()
    },
  )
}
