// The installation's NCBI settings, kept by ROOT: the API key (encrypted with the provider-key
// cipher; only its last four characters are ever shown) and the contact e-mail NCBI asks for. The
// shared limiter's rate follows the key: 10 requests a second with one, 3 without.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { pubmedSettings } from '../db/pubmed-tables.ts'
import { decryptSecret, encryptSecret } from '../ai/key-cipher.ts'
import { sharedEutilsLimiter } from './rate-limiter.ts'

const settingsId = 'ncbi'

export interface NcbiSettings {
  readonly apiKey: string | null
  readonly apiKeyHint: string | null
  readonly email: string | null
}

export async function readNcbiSettings(db: Database): Promise<NcbiSettings> {
  const [row] = await db.select().from(pubmedSettings).where(eq(pubmedSettings.id, settingsId))
  const apiKey = row?.apiKeyCipher ? decryptSecret(row.apiKeyCipher) : null
  sharedEutilsLimiter.setRate(apiKey ? 10 : 3)
  return { apiKey, apiKeyHint: row?.apiKeyHint ?? null, email: row?.email ?? null }
}

/** `apiKey`: a new key, null to remove it, undefined to keep it. */
export async function saveNcbiSettings(
  db: Database,
  change: { apiKey?: string | null; email?: string | null },
  now: Date,
): Promise<NcbiSettings> {
  const [row] = await db.select().from(pubmedSettings).where(eq(pubmedSettings.id, settingsId))
  const keyChange =
    change.apiKey === undefined
      ? { apiKeyCipher: row?.apiKeyCipher ?? null, apiKeyHint: row?.apiKeyHint ?? null }
      : change.apiKey === null
        ? { apiKeyCipher: null, apiKeyHint: null }
        : { apiKeyCipher: encryptSecret(change.apiKey), apiKeyHint: change.apiKey.slice(-4) }
  const values = {
    ...keyChange,
    email: change.email === undefined ? (row?.email ?? null) : change.email,
    updatedAt: now,
  }
  await db
    .insert(pubmedSettings)
    .values({ id: settingsId, ...values })
    .onConflictDoUpdate({ target: pubmedSettings.id, set: values })
  return readNcbiSettings(db)
}
