// Which model answers a tenant: the requested one or the tenant's default, only when the model and
// its provider are enabled, the model can chat and the tenant's allow-list names it. No default
// (a fresh install) means the offline answer engine.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAiSettings, tenantAllowedModels } from '../db/ai-tables.ts'
import { AiRefusal } from './errors.ts'
import type { ProviderConnection } from './provider-client.ts'
import { readMonthUsage, type ModelPrices } from './usage.ts'

export type ResolvedChatModel =
  | { kind: 'offline' }
  | {
      kind: 'provider'
      modelId: string
      label: string
      contextWindow: number | null
      /** Internal: how to reach the provider (the key stays encrypted here) and what a token costs. */
      modelName: string
      connection: ProviderConnection
      prices: ModelPrices
    }
export type ProviderChatModel = Extract<ResolvedChatModel, { kind: 'provider' }>

/** A usable model row with its provider, allowed for the tenant; null otherwise. */
export async function loadAllowedModel(db: Database, tenantGroup: string, modelId: string) {
  const [row] = await db
    .select({ model: aiModels, provider: aiProviders })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .innerJoin(tenantAllowedModels, and(eq(tenantAllowedModels.modelId, aiModels.id), eq(tenantAllowedModels.tenantGroup, tenantGroup)))
    .where(eq(aiModels.id, modelId))
  if (!row || !row.model.enabled || !row.provider.enabled) return null
  return row
}

export function connectionOf(provider: typeof aiProviders.$inferSelect): ProviderConnection {
  return { name: provider.name, baseUrl: provider.baseUrl, apiKeyEncrypted: provider.apiKeyEncrypted, headers: provider.headers, timeoutMs: provider.timeoutMs, maxRetries: provider.maxRetries }
}

/** Null/undefined requested: the tenant's default (offline when none). Throws AiRefusal('ai.modelNotAllowed' | 'ai.budgetExceeded'). */
export async function resolveChatModel(db: Database, tenantGroup: string, requestedModelId?: string | null): Promise<ResolvedChatModel> {
  const [settings] = await db.select().from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  const modelId = requestedModelId ?? settings?.defaultChatModelId ?? null
  if (!modelId) return { kind: 'offline' }
  const row = await loadAllowedModel(db, tenantGroup, modelId)
  if (!row || !row.model.capabilities.includes('chat')) throw new AiRefusal('ai.modelNotAllowed')
  await assertWithinBudget(db, tenantGroup)
  return {
    kind: 'provider',
    modelId: row.model.id,
    label: row.model.displayName,
    contextWindow: row.model.contextWindow,
    modelName: row.model.modelName,
    connection: connectionOf(row.provider),
    prices: { priceInputPerMillion: row.model.priceInputPerMillion, priceOutputPerMillion: row.model.priceOutputPerMillion },
  }
}

/** The tenant's embeddings model when it is set, allowed, enabled and offers embeddings; null otherwise. */
export async function resolveEmbeddingModelId(db: Database, tenantGroup: string): Promise<string | null> {
  const [settings] = await db.select({ modelId: tenantAiSettings.embeddingModelId }).from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  if (!settings?.modelId) return null
  const row = await loadAllowedModel(db, tenantGroup, settings.modelId)
  return row && row.model.capabilities.includes('embeddings') ? row.model.id : null
}

/** Throws AiRefusal('ai.budgetExceeded') when this month's tokens reached the tenant's budget. */
export async function assertWithinBudget(db: Database, tenantGroup: string, now: Date = new Date()): Promise<void> {
  const [settings] = await db.select({ budget: tenantAiSettings.monthlyTokenBudget }).from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  if (settings?.budget === null || settings?.budget === undefined) return
  const { tokens } = await readMonthUsage(db, tenantGroup, now)
  if (tokens >= settings.budget) throw new AiRefusal('ai.budgetExceeded')
}

/** The chat models a tenant may pick (expert mode, assistants), the default first marked. */
export async function listUsableChatModels(db: Database, tenantGroup: string): Promise<{ id: string; label: string; isDefault: boolean }[]> {
  const [settings] = await db.select().from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  const rows = await db
    .select({ id: aiModels.id, label: aiModels.displayName, capabilities: aiModels.capabilities })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .innerJoin(tenantAllowedModels, and(eq(tenantAllowedModels.modelId, aiModels.id), eq(tenantAllowedModels.tenantGroup, tenantGroup)))
    .where(and(eq(aiModels.enabled, true), eq(aiProviders.enabled, true)))
    .orderBy(asc(aiModels.displayName))
  return rows
    .filter((row) => row.capabilities.includes('chat'))
    .map((row) => ({ id: row.id, label: row.label, isDefault: row.id === settings?.defaultChatModelId }))
}
