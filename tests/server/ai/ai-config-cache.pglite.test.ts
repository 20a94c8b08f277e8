// The PGlite cache of resolved AI configuration (src/server/db/ai-config-cache.ts, decision 0072): a
// resolved model is read from memory the next time, and any write to a model, a provider, a tenant's
// allow-list or its AI settings empties the cache through the database's own notification, whichever
// code path (or raw SQL) made it. The month's usage is never cached. PGlite only (PostgreSQL has no
// cache; *.pglite.test.ts are left out there).
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveChatModel, resolveEmbeddingModelId } from '../../../src/server/ai/gateway.ts'
import { encryptSecret, useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiConfigCacheOf } from '../../../src/server/db/ai-config-cache.ts'
import { aiModels, aiProviders, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { ensureTenantGroups } from '../../../src/server/db/users.ts'
import { createTestDatabase, type TestDatabase } from '../helpers/build-app.ts'

let database: TestDatabase
const db = () => database.handle.db
const cache = () => aiConfigCacheOf(db())!

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  database = await createTestDatabase()
  await database.handle.migrate()
  await ensureTenantGroups(db())
})
afterAll(() => database.drop())

async function addModel(tenant: string, capabilities: string[]) {
  const providerId = randomUUID()
  await db().insert(aiProviders).values({ id: providerId, name: 'Scripted', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9', apiKeyEncrypted: encryptSecret('sk-x') })
  const modelId = randomUUID()
  await db().insert(aiModels).values({ id: modelId, providerId, modelName: 'm', displayName: 'Model', capabilities })
  await db().insert(tenantAllowedModels).values({ tenantGroup: tenant, modelId })
  return { providerId, modelId }
}

describe('AI configuration cache on PGlite', () => {
  it('keeps a resolved model: the next resolution reads no configuration', async () => {
    const { modelId } = await addModel('DEMO', ['chat'])
    await db().insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    cache().clear()
    expect(await resolveChatModel(db(), 'DEMO')).toMatchObject({ kind: 'provider', modelId })
    expect(cache().size).toBe(1)
    // A change the triggers do not see (the trigger dropped for the test) is not seen: the value came from memory.
    await db().execute(sql`alter table ai_models disable trigger ai_models_config_changed`)
    try {
      await db().execute(sql`update ai_models set display_name = 'Renamed' where id = ${modelId}`)
      expect(await resolveChatModel(db(), 'DEMO')).toMatchObject({ label: 'Model' })
    } finally {
      await db().execute(sql`alter table ai_models enable trigger ai_models_config_changed`)
    }
    await db().execute(sql`update ai_models set display_name = 'Renamed again' where id = ${modelId}`)
    expect(await resolveChatModel(db(), 'DEMO')).toMatchObject({ label: 'Renamed again' })
  })

  it('applies a change by raw SQL to each of the four tables on the very next resolution', async () => {
    const { providerId, modelId } = await addModel('BPI', ['chat'])
    const other = await addModel('BPI', ['chat'])
    await db().insert(tenantAiSettings).values({ tenantGroup: 'BPI', defaultChatModelId: modelId })
    const resolve = () => resolveChatModel(db(), 'BPI')
    expect(await resolve()).toMatchObject({ kind: 'provider', modelId })

    await db().execute(sql`update tenant_ai_settings set default_chat_model_id = ${other.modelId} where tenant_group = 'BPI'`)
    expect(await resolve()).toMatchObject({ modelId: other.modelId })
    await db().execute(sql`update tenant_ai_settings set default_chat_model_id = ${modelId} where tenant_group = 'BPI'`)
    expect(await resolve()).toMatchObject({ modelId })

    await db().execute(sql`update ai_providers set enabled = false where id = ${providerId}`)
    await expect(resolve()).rejects.toMatchObject({ code: 'ai.modelNotAllowed' })
    await db().execute(sql`update ai_providers set enabled = true where id = ${providerId}`)
    expect(await resolve()).toMatchObject({ modelId })

    await db().execute(sql`delete from tenant_allowed_models where tenant_group = 'BPI' and model_id = ${modelId}`)
    await expect(resolve()).rejects.toMatchObject({ code: 'ai.modelNotAllowed' })
    await db().execute(sql`insert into tenant_allowed_models (tenant_group, model_id) values ('BPI', ${modelId})`)
    expect(await resolve()).toMatchObject({ modelId })

    await db().execute(sql`update ai_models set capabilities = '["embeddings"]'::jsonb where id = ${modelId}`)
    await expect(resolve()).rejects.toMatchObject({ code: 'ai.modelNotAllowed' })
  })

  it('reads the month usage against the cached budget every time', async () => {
    const { modelId } = await addModel('IGEPHA', ['chat'])
    await db().insert(tenantAiSettings).values({ tenantGroup: 'IGEPHA', defaultChatModelId: modelId, monthlyTokenBudget: 10 })
    expect(await resolveChatModel(db(), 'IGEPHA')).toMatchObject({ modelId, monthlyTokenBudget: 10 })
    await db().insert(aiUsage).values({ tenantGroup: 'IGEPHA', tool: 'chat', modelName: 'm', tokensIn: 6, tokensOut: 4, outcome: 'ok' })
    await expect(resolveChatModel(db(), 'IGEPHA')).rejects.toMatchObject({ code: 'ai.budgetExceeded' })
    await db().execute(sql`update tenant_ai_settings set monthly_token_budget = 100 where tenant_group = 'IGEPHA'`)
    expect(await resolveChatModel(db(), 'IGEPHA')).toMatchObject({ monthlyTokenBudget: 100 })
  })

  it('applies a new embeddings model on the very next resolution', async () => {
    const { modelId } = await addModel('NERES', ['embeddings'])
    expect(await resolveEmbeddingModelId(db(), 'NERES')).toBeNull()
    await db().execute(sql`insert into tenant_ai_settings (tenant_group, embedding_model_id) values ('NERES', ${modelId})`)
    expect(await resolveEmbeddingModelId(db(), 'NERES')).toBe(modelId)
    await db().execute(sql`update ai_models set enabled = false where id = ${modelId}`)
    expect(await resolveEmbeddingModelId(db(), 'NERES')).toBeNull()
  })

  it('is empty and unused once the database is closed', async () => {
    const other = await createTestDatabase()
    await other.handle.migrate()
    await ensureTenantGroups(other.handle.db)
    const closing = aiConfigCacheOf(other.handle.db)!
    expect(await resolveChatModel(other.handle.db, 'DEMO')).toEqual({ kind: 'offline' })
    expect(closing.size).toBe(1)
    await other.drop()
    expect(closing.size).toBe(0)
  })
})
