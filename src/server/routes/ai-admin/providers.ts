// Providers: the ROOT of PARENT adds, changes, deletes and tests model servers for every tenant.
// The API key is write-only: stored encrypted, shown as its last four characters.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { aiProviders } from '../../db/ai-tables.ts'
import { fieldError, fieldErrors, notFound } from '../../lib/http-error.ts'
import { isHttpUrl, listProviders, mergeHeaders, toProviderDto } from '../../ai/catalogue.ts'
import { encryptSecret, hintOf } from '../../ai/key-cipher.ts'
import { connectionOf } from '../../ai/resolve-model.ts'
import { testProviderConnection } from '../../ai/test-connection.ts'

interface ProviderBody {
  name?: string
  kind?: string
  baseUrl?: string
  apiKey?: string | null
  headers?: Record<string, string>
  timeoutMs?: number
  maxRetries?: number
  enabled?: boolean
}

function checkBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) throw fieldErrors({ baseUrl: fieldError('ai.baseUrlInvalid', 'The base URL must be an http or https address') })
}

/** The key fields of a change: absent keeps the stored key, null removes it, a string replaces it. */
function keyFields(apiKey: string | null | undefined) {
  if (apiKey === undefined) return {}
  if (apiKey === null || apiKey === '') return { apiKeyEncrypted: null, apiKeyHint: null }
  return { apiKeyEncrypted: encryptSecret(apiKey), apiKeyHint: hintOf(apiKey) }
}

export function registerProviderRoutes(app: FastifyInstance, contract: Contract) {
  app.get('/api/ai-admin/providers', { schema: contract.schemaFor('ai-providers-list') }, async () => ({ items: await listProviders(app.db) }))

  app.post<{ Body: Required<Pick<ProviderBody, 'name' | 'kind' | 'baseUrl'>> & ProviderBody }>('/api/ai-admin/providers', { schema: contract.schemaFor('ai-providers-create') }, async (request, reply) => {
    const { apiKey, ...fields } = request.body
    checkBaseUrl(fields.baseUrl)
    const now = app.now()
    const [row] = await app.db.insert(aiProviders).values({ id: randomUUID(), ...fields, name: fields.name.trim(), ...keyFields(apiKey), createdAt: now, updatedAt: now }).returning()
    await app.audit(request, { action: 'ai.provider.created', target: row!.id, result: 'success', detail: { name: row!.name, baseUrl: row!.baseUrl } })
    return reply.status(201).send(toProviderDto(row!))
  })

  app.patch<{ Params: { providerId: string }; Body: ProviderBody }>('/api/ai-admin/providers/:providerId', { schema: contract.schemaFor('ai-providers-update') }, async (request) => {
    const { apiKey, ...fields } = request.body
    checkBaseUrl(fields.baseUrl)
    if (fields.headers) {
      const [stored] = await app.db.select({ headers: aiProviders.headers }).from(aiProviders).where(eq(aiProviders.id, request.params.providerId))
      if (stored) fields.headers = mergeHeaders(stored.headers, fields.headers)
    }
    const [row] = await app.db
      .update(aiProviders)
      .set({ ...fields, ...(fields.name !== undefined ? { name: fields.name.trim() } : {}), ...keyFields(apiKey), updatedAt: app.now() })
      .where(eq(aiProviders.id, request.params.providerId))
      .returning()
    if (!row) throw notFound('Provider not found')
    // The names of the changed fields only: never the key, and header values may be credentials too.
    const changed = [...Object.keys(fields), ...(apiKey !== undefined ? ['apiKey'] : [])]
    await app.audit(request, { action: 'ai.provider.changed', target: row.id, result: 'success', detail: { fields: changed } })
    return toProviderDto(row)
  })

  app.delete<{ Params: { providerId: string } }>('/api/ai-admin/providers/:providerId', { schema: contract.schemaFor('ai-providers-delete') }, async (request, reply) => {
    const [row] = await app.db.delete(aiProviders).where(eq(aiProviders.id, request.params.providerId)).returning({ id: aiProviders.id, name: aiProviders.name })
    if (!row) throw notFound('Provider not found')
    await app.audit(request, { action: 'ai.provider.deleted', target: row.id, result: 'success', detail: { name: row.name } })
    return reply.status(204).send()
  })

  app.post<{ Params: { providerId: string } }>('/api/ai-admin/providers/:providerId/test', { schema: contract.schemaFor('ai-providers-test') }, async (request) => {
    const [row] = await app.db.select().from(aiProviders).where(eq(aiProviders.id, request.params.providerId))
    if (!row) throw notFound('Provider not found')
    return testProviderConnection(connectionOf(row))
  })
}
