// A tenant's AI settings: its admins read and change their own group's, under the ceilings the ROOT
// of PARENT sets (decision 0084); the ROOT of PARENT any group's. Another group's settings do not
// exist for a tenant admin (404).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { groups } from '../../../generated/access.gen.ts'
import { notFound } from '../../lib/http-error.ts'
import {
  readTenantSettings,
  updateTenantSettings,
  type TenantSettingsChange,
} from '../../ai/tenant-settings.ts'
import { enqueueCampaignEmbedding } from '../../campaigns/embed-campaigns.ts'
import { enqueueEmbedding } from '../../knowledge/embed-file-job.ts'
import { isParentRoot } from '../users/scope.ts'

/** One audit action per kind of setting, so the log can be filtered for budget or retention changes. */
const auditActionOf = {
  allowedModelIds: 'ai.tenant.allowedModels.changed',
  defaultChatModelId: 'ai.tenant.defaultModel.changed',
  embeddingModelId: 'ai.tenant.embeddingModel.changed',
  monthlyTokenBudget: 'ai.tenant.budget.changed',
  monthlyImageBudget: 'ai.tenant.imageBudget.changed',
  threadRetentionDays: 'ai.tenant.retention.changed',
  storageQuotaBytes: 'ai.tenant.storageQuota.changed',
  ceilings: 'ai.tenant.ceilings.changed',
} as const

function requireReachableGroup(request: FastifyRequest<{ Params: { group: string } }>): string {
  const actor = request.user!
  const { group } = request.params
  if (!(groups as readonly string[]).includes(group) || (!isParentRoot(actor) && group !== actor.group))
    throw notFound('Tenant group not found')
  return group
}

export function registerTenantSettingsRoutes(app: FastifyInstance, contract: Contract) {
  app.get<{ Params: { group: string } }>(
    '/api/ai-admin/tenant-settings/:group',
    { schema: contract.schemaFor('ai-settings-get') },
    async (request) =>
      readTenantSettings(
        app.db,
        requireReachableGroup(request),
        app.now(),
        app.config.knowledgeTenantQuotaBytes,
      ),
  )

  app.patch<{ Params: { group: string }; Body: TenantSettingsChange }>(
    '/api/ai-admin/tenant-settings/:group',
    { schema: contract.schemaFor('ai-settings-update') },
    async (request) => {
      const group = requireReachableGroup(request)
      const defaultQuotaBytes = app.config.knowledgeTenantQuotaBytes
      const changed = await updateTenantSettings(app.db, group, request.body, app.now(), {
        setsCeilings: isParentRoot(request.user!),
        defaultQuotaBytes,
      })
      const after = await readTenantSettings(app.db, group, app.now(), defaultQuotaBytes)
      // Vectors of the old model are never compared with the new one's: the files get new ones in the background.
      if (changed.includes('embeddingModelId') && after.embeddingModelId)
        await enqueueEmbedding(app.db, group, after.embeddingModelId)
      // The campaign library's vectors too (decision 0107).
      if (changed.includes('embeddingModelId') && after.embeddingModelId)
        await enqueueCampaignEmbedding(app.db, group)
      for (const field of changed as (keyof typeof auditActionOf)[]) {
        await app.audit(request, {
          action: auditActionOf[field],
          target: group,
          targetTenant: group,
          result: 'success',
          detail: { [field]: after[field] },
        })
      }
      return after
    },
  )
}
