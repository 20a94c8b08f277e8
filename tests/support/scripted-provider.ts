// The provider row every server suite that talks to the scripted OpenAI-compatible server needs: its
// base URL and API key (encrypted as the admin API stores it), a short timeout and no retries.
import { randomUUID } from 'node:crypto'
import { encryptSecret, hintOf } from '../../src/server/ai/key-cipher.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { aiProviders } from '../../src/server/db/ai-tables.ts'

/** Inserts a provider pointing at `baseUrl` with `apiKey`; returns its id. */
export async function insertScriptedProvider(db: Database, baseUrl: string, apiKey: string): Promise<string> {
  const id = randomUUID()
  await db.insert(aiProviders).values({ id, name: 'Scripted', kind: 'openai-compatible', baseUrl, apiKeyEncrypted: encryptSecret(apiKey), apiKeyHint: hintOf(apiKey), timeoutMs: 5_000, maxRetries: 0 })
  return id
}
