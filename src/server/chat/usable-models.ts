// Stand-in for the platform room's listUsableChatModels (src/server/ai/, not on main yet): the
// enabled chat models of enabled providers that the tenant allows, and the tenant's default.
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAiSettings, tenantAllowedModels } from '../db/ai-tables.ts'

export interface UsableChatModel {
  readonly id: string
  readonly label: string
}

export async function listUsableChatModels(db: Database, tenantGroup: string): Promise<{ models: UsableChatModel[]; defaultModelId: string | null }> {
  const models = await db
    .select({ id: aiModels.id, label: aiModels.displayName })
    .from(tenantAllowedModels)
    .innerJoin(aiModels, eq(aiModels.id, tenantAllowedModels.modelId))
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .where(and(eq(tenantAllowedModels.tenantGroup, tenantGroup), eq(aiModels.enabled, true), eq(aiProviders.enabled, true), sql`${aiModels.capabilities} ? 'chat'`))
    .orderBy(aiModels.displayName)
  const [settings] = await db.select({ defaultChatModelId: tenantAiSettings.defaultChatModelId }).from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  const defaultModelId = settings?.defaultChatModelId ?? null
  return { models, defaultModelId: models.some((model) => model.id === defaultModelId) ? defaultModelId : null }
}
