// A tenant's AI settings: which models it may use, its default chat and embeddings model, monthly
// token and image budgets, chat retention and storage quota, under the ceilings the parent group sets
// (tenant-ceilings.ts, decision 0084). Changed in one transaction, so a refused change leaves nothing half-written.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../db/ai-tables.ts'
import { fieldError, fieldErrors, forbidden, type FieldError } from '../lib/http-error.ts'
import {
  applyingCeilings,
  limitsUnderCeilings,
  readCeilings,
  writeCeilings,
  type Ceilings,
} from './tenant-ceilings.ts'
import { readMonthUsage } from './usage.ts'

export interface TenantSettingsChange {
  allowedModelIds?: string[]
  defaultChatModelId?: string | null
  embeddingModelId?: string | null
  monthlyTokenBudget?: number | null
  monthlyImageBudget?: number | null
  threadRetentionDays?: number | null
  storageQuotaBytes?: number | null
  /** Only the ROOT of the parent group may change them. */
  ceilings?: Partial<Ceilings>
}

export interface SettingsActor {
  /** The ROOT of the parent group: sets ceilings. */
  setsCeilings: boolean
  /** KNOWLEDGE_TENANT_QUOTA_BYTES: the storage ceiling of a tenant without its own. */
  defaultQuotaBytes: number
}

export async function readTenantSettings(db: Database, group: string, now: Date, defaultQuotaBytes: number) {
  const [row] = await db.select().from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, group))
  const allowed = await db
    .select({ id: tenantAllowedModels.modelId })
    .from(tenantAllowedModels)
    .where(eq(tenantAllowedModels.tenantGroup, group))
  // The ledger only: what calls under way hold is not spent (budget.ts).
  const usage = await readMonthUsage(db, group, now)
  const ceilings = applyingCeilings(await readCeilings(db, group), defaultQuotaBytes)
  return {
    group,
    allowedModelIds: allowed.map((entry) => entry.id).sort(),
    defaultChatModelId: row?.defaultChatModelId ?? null,
    embeddingModelId: row?.embeddingModelId ?? null,
    monthlyTokenBudget: row?.monthlyTokenBudget ?? null,
    monthlyImageBudget: row?.monthlyImageBudget ?? null,
    threadRetentionDays: row?.threadRetentionDays ?? null,
    storageQuotaBytes: row?.storageQuotaBytes ?? null,
    monthTokensUsed: usage.tokens,
    monthImagesUsed: usage.images,
    monthCostEstimate: usage.cost,
    ceilings,
  }
}

/** Applies the change; returns the names of the settings that changed (for the audit log). */
export async function updateTenantSettings(
  db: Database,
  group: string,
  change: TenantSettingsChange,
  now: Date,
  actor: SettingsActor,
): Promise<string[]> {
  const { ceilings: ceilingChange, ...settingsChange } = change
  if (ceilingChange !== undefined && !actor.setsCeilings)
    throw forbidden("Only the parent group's ROOT sets a tenant's ceilings", 'ai.ceilingsParentOnly')
  return db.transaction(async (tx) => {
    const before = await readTenantSettings(tx as unknown as Database, group, now, actor.defaultQuotaBytes)
    const ceilingsBefore = await readCeilings(tx as unknown as Database, group)
    const ceilingsAfter = { ...ceilingsBefore, ...definedOnly(ceilingChange ?? {}) }
    const named = new Set(Object.keys(definedOnly(settingsChange)))
    const limits = limitsUnderCeilings(
      { ...before, ...definedOnly(settingsChange) },
      named,
      applyingCeilings(ceilingsAfter, actor.defaultQuotaBytes),
    )
    const after = { ...before, ...definedOnly(settingsChange), ...limits }
    const ids = [
      ...new Set(
        [...after.allowedModelIds, after.defaultChatModelId, after.embeddingModelId].filter(
          (id): id is string => !!id,
        ),
      ),
    ]
    const models =
      ids.length > 0
        ? await tx
            .select({ id: aiModels.id, capabilities: aiModels.capabilities })
            .from(aiModels)
            .where(inArray(aiModels.id, ids))
        : []
    const capabilities = new Map(models.map((model) => [model.id, model.capabilities]))
    const problems: Record<string, FieldError> = {}
    const unknown = after.allowedModelIds.filter((id) => !capabilities.has(id))
    if (unknown.length > 0)
      problems.allowedModelIds = fieldError('ai.modelUnknown', `No such model: ${unknown.join(', ')}`)
    if (
      after.defaultChatModelId &&
      !(
        after.allowedModelIds.includes(after.defaultChatModelId) &&
        capabilities.get(after.defaultChatModelId)?.includes('chat')
      )
    ) {
      problems.defaultChatModelId = fieldError(
        'ai.defaultNotAllowed',
        'The default chat model must be allowed for the tenant and able to chat',
      )
    }
    if (
      after.embeddingModelId &&
      !(
        after.allowedModelIds.includes(after.embeddingModelId) &&
        capabilities.get(after.embeddingModelId)?.includes('embeddings')
      )
    ) {
      problems.embeddingModelId = fieldError(
        'ai.embeddingNotAllowed',
        'The embeddings model must be allowed for the tenant and offer embeddings',
      )
    }
    if (Object.keys(problems).length > 0) throw fieldErrors(problems)

    if (change.allowedModelIds !== undefined) {
      await tx.delete(tenantAllowedModels).where(eq(tenantAllowedModels.tenantGroup, group))
      if (after.allowedModelIds.length > 0)
        await tx
          .insert(tenantAllowedModels)
          .values([...new Set(after.allowedModelIds)].map((modelId) => ({ tenantGroup: group, modelId })))
    }
    const values = {
      defaultChatModelId: after.defaultChatModelId,
      embeddingModelId: after.embeddingModelId,
      monthlyTokenBudget: after.monthlyTokenBudget,
      monthlyImageBudget: after.monthlyImageBudget,
      threadRetentionDays: after.threadRetentionDays,
      storageQuotaBytes: after.storageQuotaBytes,
      updatedAt: now,
    }
    await tx
      .insert(tenantAiSettings)
      .values({ tenantGroup: group, ...values })
      .onConflictDoUpdate({ target: tenantAiSettings.tenantGroup, set: values })
    const changed: string[] = (Object.keys(values) as (keyof typeof values)[]).filter(
      (key) => key !== 'updatedAt' && before[key] !== after[key],
    )
    if (ceilingChange !== undefined && JSON.stringify(ceilingsBefore) !== JSON.stringify(ceilingsAfter)) {
      await writeCeilings(tx as unknown as Database, group, ceilingsAfter, now)
      changed.push('ceilings')
    }
    const allowedChanged = before.allowedModelIds.join() !== [...new Set(after.allowedModelIds)].sort().join()
    return allowedChanged ? ['allowedModelIds', ...changed] : changed
  })
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}
