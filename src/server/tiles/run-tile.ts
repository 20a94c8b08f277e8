// One run, start to end: the run row (streaming) -> the model through the gateway (tool `tile`, the
// tile's id in the ledger) or, with no language model configured, a fixed statement saying so and
// where an admin adds one (decision 0046: a tile never gets an answer the product made up) -> the
// row finished with what was sent. The row is written whatever happens to the connection.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { capNoteAfter, outputCapReason, recordUsage, streamChat } from '../ai/gateway.ts'
import { answerLanguageFor, answerText } from '../chat/answer-language.ts'
import { streamPieces } from '../chat/answer/stream-pieces.ts'
import type { Database } from '../db/connect.ts'
import type { SessionUser } from '../db/sessions.ts'
import { tileRuns } from '../db/tile-tables.ts'
import { productLookupTool } from '../knowledge/product-lookup.ts'
import type { PreparedRun } from './prepare-run.ts'
import { toRunView, type TileRunView } from './run-store.ts'
import type { TileView } from './tile-catalogue.ts'

export type TileRunEvent =
  | { type: 'start'; run: TileRunView }
  | { type: 'text'; text: string }
  | { type: 'done'; run: TileRunView }
  | { type: 'error'; code: string; retryAfterMs?: number; run: TileRunView }

export interface RunRequest {
  readonly db: Database
  readonly user: SessionUser
  readonly tile: TileView
  readonly prepared: PreparedRun
  readonly signal: AbortSignal
  readonly now: () => Date
  readonly log?: FastifyBaseLogger
  readonly emit: (event: TileRunEvent) => void
}

export async function runTile({
  db,
  user,
  tile,
  prepared,
  signal,
  now,
  log,
  emit,
}: RunRequest): Promise<void> {
  const { model } = prepared
  const [started] = await db
    .insert(tileRuns)
    .values({
      id: randomUUID(),
      tenantGroup: user.group,
      userId: user.id,
      tileId: tile.id,
      tileTitle: tile.title,
      tileIcon: tile.icon,
      output: tile.output,
      inputs: prepared.inputs,
      fields: prepared.fields,
      modelId: model.kind === 'provider' ? model.modelId : null,
      modelLabel: prepared.modelLabel,
      status: 'streaming',
      createdAt: now(),
    })
    .returning()
  emit({ type: 'start', run: toRunView(started!) })
  let content = ''
  const emitText = (text: string) => {
    if (text === '') return
    content += text
    emit({ type: 'text', text })
  }
  const finish = async (status: string, errorCode: string | null, retryAfterMs?: number) => {
    const [row] = await db
      .update(tileRuns)
      .set({ content, status, errorCode })
      .where(eq(tileRuns.id, started!.id))
      .returning()
    const run = toRunView(row!)
    if (status === 'error' && errorCode)
      emit({ type: 'error', code: errorCode, ...(retryAfterMs !== undefined && { retryAfterMs }), run })
    else emit({ type: 'done', run })
  }
  try {
    if (model.kind === 'offline') {
      const startedAt = Date.now()
      await streamPieces(answerText(answerLanguageFor(user.group), 'tiles.noModel'), signal, emitText)
      await recordUsage(db, {
        at: now(),
        tenantGroup: user.group,
        userId: user.id,
        tool: 'tile',
        tileId: tile.id,
        assistantId: prepared.assistant?.id ?? null,
        modelId: null,
        modelName: 'offline',
        latencyMs: Date.now() - startedAt,
        outcome: 'refused',
        errorCode: 'tiles.noModel',
      })
      await finish('unavailable', 'tiles.noModel')
      return
    }
    const parts = streamChat(
      {
        db,
        tenantGroup: user.group,
        userId: user.id,
        tool: 'tile',
        tileId: tile.id,
        assistantId: prepared.assistant?.id ?? null,
        signal,
        log,
      },
      {
        model,
        messages: prepared.messages,
        temperature: prepared.assistant?.temperature ?? undefined,
        maxOutputTokens: prepared.assistant?.maxAnswerTokens ?? undefined,
        ...(tile.productMaster ? { tools: { productLookup: productLookupTool(db, user) }, maxSteps: 3 } : {}),
      },
    )
    for await (const part of parts) {
      if (part.type === 'text-delta') emitText(part.text)
      else if (part.type === 'finish' && part.finishReason === outputCapReason)
        emitText(capNoteAfter(content, answerText(answerLanguageFor(user.group), 'chatAnswer.truncated')))
      else if (part.type === 'error') {
        if (part.code === 'ai.stopped') await finish('stopped', null)
        else await finish('error', part.code, part.retryAfterMs)
        return
      }
    }
    await finish(signal.aborted ? 'stopped' : 'complete', null)
  } catch (error) {
    await finish('error', 'ai.badResponse').catch(() => {})
    throw error
  }
}
