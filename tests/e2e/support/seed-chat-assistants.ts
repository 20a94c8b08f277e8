// Seeds published fixed assistants into a fresh DATA_DIR before the chat e2e server starts (the
// assistants room's manifest sync is not on main yet). Run as: DATA_DIR=... node tests/e2e/support/seed-chat-assistants.ts
import { assistants, assistantVersions } from '../../../src/server/db/ai-tables.ts'
import { openDatabase } from '../../../src/server/db/connect.ts'
import { ensureTenantGroups } from '../../../src/server/db/users.ts'

export const CHAT_E2E_ASSISTANTS = [
  { id: 'e2e-demo-general', group: 'DEMO', name: 'Demo-Berater', description: 'Antwortet zu Demo-Produkten', disclaimer: 'Nur zur Information, keine Beratung.', starters: ['Was ist neu?'] },
  { id: 'e2e-neres-general', group: 'NERES', name: 'Conseiller NERES', description: 'Répond aux questions', disclaimer: null, starters: [] },
] as const

async function seed() {
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error('DATA_DIR is required')
  const handle = await openDatabase({ dataDir })
  try {
    await handle.migrate()
    await ensureTenantGroups(handle.db)
    for (const a of CHAT_E2E_ASSISTANTS) {
      await handle.db.insert(assistants).values({ id: a.id, tenantGroup: a.group, fixed: true, status: 'published', collectionIds: [] })
      await handle.db.insert(assistantVersions).values({
        assistantId: a.id,
        version: 1,
        name: a.name,
        description: a.description,
        sourceMode: 'general',
        conversationStarters: [...a.starters],
        disclaimer: a.disclaimer,
      })
    }
  } finally {
    await handle.close()
  }
}

if (process.argv[1]?.endsWith('seed-chat-assistants.ts')) await seed()
