// Reworking a tile run's output with a response-optimisation prompt (issue 17: "under every chat and
// tile answer"): the same rework as a chat answer's (src/server/prompts/rework-answer.ts: gateway,
// ledger with tool `rework` and the tile's id, 409 without a language model), stored as a version
// in the run's `reworks` list. The run's own output never changes.
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import type { SessionUser } from '../db/sessions.ts'
import { tileRuns, type TileRunRework } from '../db/tile-tables.ts'
import { HttpError, notFound } from '../lib/http-error.ts'
import type { PromptLanguage } from '../prompts/response-optimizations.ts'
import { reworkText } from '../prompts/rework-answer.ts'
import { findOwnRun, toRunView, type TileRunView } from './run-store.ts'

export async function reworkRun(
  db: Database,
  user: SessionUser,
  input: { runId: string; optimizationId: string; language: PromptLanguage; now: Date; log?: FastifyBaseLogger },
): Promise<TileRunView> {
  const run = await findOwnRun(db, user, input.runId)
  if (!run) throw notFound('Run not found')
  if (run.content.trim() === '' || (run.status !== 'complete' && run.status !== 'stopped'))
    throw new HttpError(400, 'Only a finished answer can be reworked', { code: 'prompts.rework.notAnAnswer' })
  const reworked = await reworkText(db, user, {
    text: run.content,
    modelId: run.modelId,
    optimizationId: input.optimizationId,
    language: input.language,
    now: input.now,
    log: input.log,
    ledger: { tileId: run.tileId },
  })
  const version: TileRunRework = { id: randomUUID(), ...reworked, createdAt: input.now.toISOString() }
  // Appended in the database, so two reworks finishing together both stay.
  const [row] = await db
    .update(tileRuns)
    .set({ reworks: sql`${tileRuns.reworks} || ${JSON.stringify([version])}::jsonb` })
    .where(and(eq(tileRuns.id, run.id), eq(tileRuns.userId, user.id), eq(tileRuns.tenantGroup, user.group)))
    .returning()
  if (!row) throw notFound('Run not found')
  return toRunView(row)
}
