// Stand-in for the platform room's recordUsage (src/server/ai/, not on main yet) for the one call
// the chat makes itself: the offline engine's ledger row (decision 0034: model_id null, model name
// `offline`). Provider calls are recorded by the gateway.
import type { Database } from '../../db/connect.ts'
import { aiUsage } from '../../db/ai-tables.ts'

export interface UsageEntry {
  readonly tenantGroup: string
  readonly userId: string
  readonly tool: string
  readonly assistantId: string | null
  readonly threadId: string | null
  readonly modelId: string | null
  readonly modelName: string
  readonly latencyMs: number
  readonly firstTokenMs: number | null
  readonly outcome: 'ok' | 'stopped' | 'error' | 'refused'
  readonly errorCode?: string | null
}

export async function recordUsage(db: Database, entry: UsageEntry, at: Date): Promise<void> {
  await db.insert(aiUsage).values({ ...entry, errorCode: entry.errorCode ?? null, at })
}
