// The gateway's transcription half (decision 0096): every speech-to-text call of every tool goes
// through transcribeAudio(). Like the chat and image calls it checks the tenant's allow-list (a model
// with the capability `transcription`) and token budget, bounds the call by the provider's timeout and
// the caller's abort, and writes one ledger row per call, costed at the catalogue's price per minute
// (the ROOT of PARENT sets it; db/ai-model-prices-tables.ts). The provider is OpenAI-compatible:
// POST {baseUrl}/audio/transcriptions (multipart) with response_format verbose_json, whose segments
// carry their start and end in seconds.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAllowedModels } from '../db/ai-tables.ts'
import { outboundFetch, providerLimits } from '../net/outbound/outbound-fetch.ts'
import { AiRefusal, classifyProviderError, type AiErrorCode } from './errors.ts'
import { requestHeaders } from './provider-client.ts'
import { assertWithinBudget, connectionOf, loadAllowedModel } from './resolve-model.ts'
import { minutePriceOf, transcriptionCost } from './minute-prices.ts'
import { recordUsage } from './usage.ts'

/** OpenAI's /audio/transcriptions takes files up to 25 MB; parts stay below. */
export const defaultTranscriptionPartBytes = 24 * 1024 * 1024

export interface TranscriptionContext {
  db: Database
  tenantGroup: string
  userId: string | null
  tool: string
  signal?: AbortSignal
}

export interface TranscribedPart {
  /** Seconds of audio in the part (the provider's duration, else the last segment's end). */
  duration: number
  language: string | null
  segments: { start: number; end: number; text: string }[]
  /** EUR: the duration at the catalogue's price per minute of the model; null when it has none. */
  cost: number | null
}

/** A failed transcription call; the ledger row is already written. */
export class TranscriptionFailed extends Error {
  readonly code: AiErrorCode
  constructor(code: AiErrorCode, detail?: string) {
    super(detail ?? code)
    this.name = 'TranscriptionFailed'
    this.code = code
  }
}

/** The tenant's transcription model (enabled, of an enabled provider, allowed; the first by name), or null. */
export async function resolveTranscriptionModel(
  db: Database,
  tenantGroup: string,
): Promise<{ id: string; label: string } | null> {
  const rows = await db
    .select({ id: aiModels.id, label: aiModels.displayName, capabilities: aiModels.capabilities })
    .from(aiModels)
    .innerJoin(aiProviders, eq(aiProviders.id, aiModels.providerId))
    .innerJoin(
      tenantAllowedModels,
      and(eq(tenantAllowedModels.modelId, aiModels.id), eq(tenantAllowedModels.tenantGroup, tenantGroup)),
    )
    .where(and(eq(aiModels.enabled, true), eq(aiProviders.enabled, true)))
    .orderBy(asc(aiModels.displayName))
  const found = rows.find((row) => row.capabilities.includes('transcription'))
  return found ? { id: found.id, label: found.label } : null
}

/** One part of audio to text with segment times. Throws AiRefusal or TranscriptionFailed. */
export async function transcribeAudio(
  ctx: TranscriptionContext,
  modelId: string,
  audio: { bytes: Uint8Array; filename: string; mediaType: string },
): Promise<TranscribedPart> {
  const row = await loadAllowedModel(ctx.db, ctx.tenantGroup, modelId)
  if (!row || !row.model.capabilities.includes('transcription')) throw new AiRefusal('ai.modelNotAllowed')
  const base = {
    tenantGroup: ctx.tenantGroup,
    userId: ctx.userId,
    tool: ctx.tool,
    modelId: row.model.id,
    modelName: row.model.modelName,
  }
  try {
    await assertWithinBudget(ctx.db, ctx.tenantGroup)
  } catch (error) {
    if (error instanceof AiRefusal)
      await recordUsage(ctx.db, { ...base, outcome: 'refused', errorCode: error.code })
    throw error
  }
  const connection = connectionOf(row.provider)
  const started = performance.now()
  const timeout = AbortSignal.timeout(connection.timeoutMs)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  const form = new FormData()
  form.append(
    'file',
    new Blob([audio.bytes as Uint8Array<ArrayBuffer>], { type: audio.mediaType }),
    audio.filename,
  )
  form.append('model', row.model.modelName)
  form.append('response_format', 'verbose_json')
  form.append('timestamp_granularities[]', 'segment')
  try {
    const response = await outboundFetch(
      `${connection.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`,
      { method: 'POST', headers: requestHeaders(connection), body: form, signal },
      providerLimits,
    )
    const body = await response.text()
    if (!response.ok)
      throw Object.assign(new Error(`The provider answered ${response.status}`), { status: response.status })
    const read = readVerboseJson(body)
    // The catalogue's price (the ROOT of PARENT sets it), never a caller's: budgets count at it.
    const part = {
      ...read,
      cost: transcriptionCost(read.duration, await minutePriceOf(ctx.db, row.model.id)),
    }
    await recordUsage(ctx.db, {
      ...base,
      latencyMs: Math.round(performance.now() - started),
      costEstimate: part.cost ?? 0,
      outcome: 'ok',
    })
    return part
  } catch (error) {
    const code: AiErrorCode = ctx.signal?.aborted
      ? 'ai.stopped'
      : timeout.aborted
        ? 'ai.timeout'
        : (statusCode(error) ?? classifyProviderError(error))
    await recordUsage(ctx.db, {
      ...base,
      latencyMs: Math.round(performance.now() - started),
      outcome: code === 'ai.stopped' ? 'stopped' : 'error',
      errorCode: code,
    })
    throw new TranscriptionFailed(code, (error as Error).message)
  }
}

function statusCode(error: unknown): AiErrorCode | undefined {
  const status = (error as { status?: number | 'badResponse' })?.status
  if (status === undefined) return undefined
  if (status === 'badResponse') return 'ai.badResponse'
  if (status === 401 || status === 403) return 'ai.authFailed'
  if (status === 429) return 'ai.rateLimited'
  if (status === 408 || status === 504) return 'ai.timeout'
  if (status >= 500) return 'ai.providerUnavailable'
  return 'ai.badResponse'
}

/** verbose_json: { text, language, duration, segments: [{ start, end, text }] }; anything else is a bad answer. */
function readVerboseJson(body: string): Omit<TranscribedPart, 'cost'> {
  let json: { text?: unknown; language?: unknown; duration?: unknown; segments?: unknown }
  try {
    json = JSON.parse(body) as typeof json
  } catch {
    throw Object.assign(new Error('The transcription answer is not JSON'), { status: 'badResponse' })
  }
  const segments = Array.isArray(json.segments)
    ? (json.segments as Record<string, unknown>[])
        .map((one) => ({
          start: Number(one.start),
          end: Number(one.end),
          text: String(one.text ?? '').trim(),
        }))
        .filter((one) => Number.isFinite(one.start) && Number.isFinite(one.end) && one.text)
    : []
  if (segments.length === 0 && typeof json.text === 'string' && json.text.trim())
    throw Object.assign(new Error('The transcription has no segment times (verbose_json expected)'), {
      status: 'badResponse',
    })
  const duration = Number(json.duration)
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : (segments.at(-1)?.end ?? 0),
    language: typeof json.language === 'string' ? json.language : null,
    segments,
  }
}
