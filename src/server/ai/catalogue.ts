// Providers and models as the admin API shows them: never the key (only its last four characters),
// and for tenant admins only what they may choose from.
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders } from '../db/ai-tables.ts'
import { minutePricesOf } from './minute-prices.ts'

export const modelCapabilities = ['chat', 'embeddings', 'images', 'image-edits', 'transcription', 'speech'] as const

type ProviderRow = typeof aiProviders.$inferSelect
type ModelRow = typeof aiModels.$inferSelect

/** Header names that carry credentials (Azure's api-key, gateway tokens): their values are shown masked. */
const secretHeader = /key|token|secret|auth|password/i
const maskOf = (value: string) => `••••${value.slice(-4)}`

export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, secretHeader.test(name) ? maskOf(value) : value]))
}

/** A change sends back the masked value for a secret header it did not touch: keep the stored one. */
export function mergeHeaders(stored: Record<string, string>, sent: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(sent).map(([name, value]) => [name, secretHeader.test(name) && stored[name] !== undefined && value === maskOf(stored[name]) ? stored[name] : value]))
}

export function toProviderDto(row: ProviderRow) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    baseUrl: row.baseUrl,
    apiKeyHint: row.apiKeyHint,
    hasApiKey: row.apiKeyEncrypted !== null,
    headers: maskHeaders(row.headers),
    timeoutMs: row.timeoutMs,
    maxRetries: row.maxRetries,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** `pricePerMinute`: the catalogue's price of a transcription model (db/ai-model-prices-tables.ts). */
export function toModelDto(row: ModelRow, providerName: string, pricePerMinute: number | null) {
  return {
    id: row.id,
    providerId: row.providerId,
    providerName,
    modelName: row.modelName,
    displayName: row.displayName,
    capabilities: row.capabilities,
    contextWindow: row.contextWindow,
    priceInputPerMillion: row.priceInputPerMillion,
    priceOutputPerMillion: row.priceOutputPerMillion,
    pricePerImage: row.pricePerImage,
    pricePerMinute,
    enabled: row.enabled,
  }
}

export async function listProviders(db: Database) {
  return (await db.select().from(aiProviders).orderBy(asc(aiProviders.name))).map(toProviderDto)
}

/** Every model for the ROOT of PARENT; tenant admins see the enabled models of enabled providers. */
export async function listModels(db: Database, options: { onlyUsable: boolean }) {
  const rows = await db
    .select({ model: aiModels, providerName: aiProviders.name, providerEnabled: aiProviders.enabled })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .orderBy(asc(aiModels.displayName))
  const shown = rows.filter((row) => !options.onlyUsable || (row.model.enabled && row.providerEnabled))
  const prices = await minutePricesOf(db, shown.map((row) => row.model.id))
  return shown.map((row) => toModelDto(row.model, row.providerName, prices.get(row.model.id) ?? null))
}

/** http(s) only: the server calls this address, so nothing like file: or internal schemes. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
