// Which model answers a tenant: the requested one or the tenant's default, only when the model and
// its provider are enabled, the model can chat and the tenant's allow-list names it. No default
// (a fresh install) means the offline answer engine.
import { and, asc, eq, sql, type AnyColumn } from 'drizzle-orm'
import { readAiConfig } from '../db/ai-config-cache.ts'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAiSettings, tenantAllowedModels } from '../db/ai-tables.ts'
import { AiRefusal } from './errors.ts'
import type { ProviderConnection } from './provider-client.ts'
import { effectiveLimitsSql, readBudgetStanding } from './budget.ts'
import type { ModelPrices } from './usage.ts'

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
      /**
       * The tenant's monthly token budget (its own, never above its ceiling) as it stood when the model
       * was resolved (null: none, so the call reserves nothing); undefined: not read yet.
       */
      monthlyTokenBudget?: number | null
    }
export type ProviderChatModel = Extract<ResolvedChatModel, { kind: 'provider' }>

/**
 * What makes a model usable for a tenant, in one place: the tenant's allow-list names it, and the
 * model and its provider are enabled. A column of the select (the model row joined with its provider).
 */
const usableFor = (tenantGroup: string) =>
  sql<boolean>`(${aiModels.enabled} and ${aiProviders.enabled} and exists (select 1 from ${tenantAllowedModels} where ${tenantAllowedModels.modelId} = ${aiModels.id} and ${tenantAllowedModels.tenantGroup} = ${tenantGroup}))`

/** A tenant setting, as a subquery. */
const tenantSetting = (tenantGroup: string, column: AnyColumn) =>
  sql`(select ${column} from ${tenantAiSettings} where ${tenantAiSettings.tenantGroup} = ${tenantGroup})`

/** A usable model row with its provider, allowed for the tenant; null otherwise. */
export async function loadAllowedModel(db: Database, tenantGroup: string, modelId: string) {
  const row = await readAiConfig(db, `allowed\0${tenantGroup}\0${modelId}`, async () => {
    const [found] = await db
      .select({ model: aiModels, provider: aiProviders, usable: usableFor(tenantGroup) })
      .from(aiModels)
      .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
      .where(eq(aiModels.id, modelId))
    return found
  })
  return row?.usable ? { model: row.model, provider: row.provider } : null
}

export function connectionOf(provider: typeof aiProviders.$inferSelect): ProviderConnection {
  return {
    name: provider.name,
    baseUrl: provider.baseUrl,
    apiKeyEncrypted: provider.apiKeyEncrypted,
    headers: provider.headers,
    timeoutMs: provider.timeoutMs,
    maxRetries: provider.maxRetries,
  }
}

/** Why a model of the catalogue cannot be tried: it, or its provider, is switched off. */
export type ModelToTryRefusal = 'ai.modelDisabled' | 'ai.providerDisabled'

/**
 * A chat model of the catalogue by id, for the ROOT of PARENT to try it on the models page before any
 * tenant allows it (issue 37, decision 0089): whatever the allow-lists, but not a model or provider
 * that is switched off (no call reaches a provider the catalogue says is off); null when unknown or
 * not a chat model.
 */
export async function resolveModelToTry(
  db: Database,
  modelId: string,
): Promise<{ model: ProviderChatModel } | { refused: ModelToTryRefusal } | null> {
  const [row] = await db
    .select({ model: aiModels, provider: aiProviders })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .where(eq(aiModels.id, modelId))
  if (!row || !row.model.capabilities.includes('chat')) return null
  if (!row.provider.enabled) return { refused: 'ai.providerDisabled' }
  if (!row.model.enabled) return { refused: 'ai.modelDisabled' }
  return {
    model: {
      kind: 'provider',
      modelId: row.model.id,
      label: row.model.displayName,
      contextWindow: row.model.contextWindow,
      modelName: row.model.modelName,
      connection: connectionOf(row.provider),
      prices: {
        priceInputPerMillion: row.model.priceInputPerMillion,
        priceOutputPerMillion: row.model.priceOutputPerMillion,
      },
    },
  }
}

/**
 * Null/undefined requested: the tenant's default (offline when none). Throws
 * AiRefusal('ai.modelNotAllowed' | 'ai.budgetExceeded'). The model, its provider, whether the tenant
 * may use it and the tenant's budget come in one statement: every answer, tile run and title starts
 * here.
 */
export async function resolveChatModel(
  db: Database,
  tenantGroup: string,
  requestedModelId?: string | null,
): Promise<ResolvedChatModel> {
  // On PGlite through the configuration cache (decision 0072); the month's usage is read fresh below.
  const row = await readAiConfig(db, `chat\0${tenantGroup}\0${requestedModelId ?? ''}`, async () => {
    const [found] = await db
      .select({
        model: aiModels,
        provider: aiProviders,
        usable: usableFor(tenantGroup),
        budget: effectiveLimitsSql(tenantGroup).tokens,
      })
      .from(aiModels)
      .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
      .where(
        eq(aiModels.id, requestedModelId ?? tenantSetting(tenantGroup, tenantAiSettings.defaultChatModelId)),
      )
    return found
  })
  // No row: no default (offline), or a requested model that does not exist (refused below).
  if (!row && !requestedModelId) return { kind: 'offline' }
  if (!row?.usable || !row.model.capabilities.includes('chat')) throw new AiRefusal('ai.modelNotAllowed')
  const monthlyTokenBudget = row.budget === null ? null : Number(row.budget)
  await assertWithinBudget(db, tenantGroup, new Date(), monthlyTokenBudget)
  return {
    kind: 'provider',
    modelId: row.model.id,
    label: row.model.displayName,
    contextWindow: row.model.contextWindow,
    modelName: row.model.modelName,
    connection: connectionOf(row.provider),
    prices: {
      priceInputPerMillion: row.model.priceInputPerMillion,
      priceOutputPerMillion: row.model.priceOutputPerMillion,
    },
    monthlyTokenBudget,
  }
}

/** The tenant's embeddings model when it is set, allowed, enabled and offers embeddings; null otherwise. */
export async function resolveEmbeddingModelId(db: Database, tenantGroup: string): Promise<string | null> {
  return readAiConfig(db, `embeddings\0${tenantGroup}`, async () => {
    const [row] = await db
      .select({ id: aiModels.id, capabilities: aiModels.capabilities })
      .from(aiModels)
      .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
      .where(
        and(
          eq(aiModels.id, tenantSetting(tenantGroup, tenantAiSettings.embeddingModelId)),
          usableFor(tenantGroup),
        ),
      )
    return row && row.capabilities.includes('embeddings') ? row.id : null
  })
}

/**
 * Throws AiRefusal('ai.budgetExceeded') when this month's tokens and those held by calls under way
 * reached the tenant's budget. `budget` null: the caller read that there is none, nothing is read.
 */
export async function assertWithinBudget(
  db: Database,
  tenantGroup: string,
  now: Date = new Date(),
  budget?: number | null,
): Promise<void> {
  if (budget === null) return
  const standing = await readBudgetStanding(db, tenantGroup, now)
  if (standing.tokenBudget !== null && standing.tokens >= standing.tokenBudget)
    throw new AiRefusal('ai.budgetExceeded')
}

/** The chat models a tenant may pick (expert mode, assistants), the default first marked. */
export async function listUsableChatModels(
  db: Database,
  tenantGroup: string,
): Promise<{ id: string; label: string; isDefault: boolean }[]> {
  const [settings] = await db
    .select()
    .from(tenantAiSettings)
    .where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  const rows = await db
    .select({ id: aiModels.id, label: aiModels.displayName, capabilities: aiModels.capabilities })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .where(usableFor(tenantGroup))
    .orderBy(asc(aiModels.displayName))
  return rows
    .filter((row) => row.capabilities.includes('chat'))
    .map((row) => ({ id: row.id, label: row.label, isDefault: row.id === settings?.defaultChatModelId }))
}
