// The gateway's speech half (issue 42, decision 0102): every text-to-speech call goes through
// synthesizeSpeech(). As transcribeAudio() does, it checks the tenant's allow-list (a model with the
// capability `speech`) and budget, bounds the call by the provider's timeout and the caller's abort,
// and writes one ledger row per call. The provider is OpenAI-compatible: POST {baseUrl}/audio/speech
// with { model, input, voice, response_format }, answering the audio bytes.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAllowedModels } from '../db/ai-tables.ts'
import { outboundFetch, providerLimits } from '../net/outbound/outbound-fetch.ts'
import { AiRefusal, classifyProviderError, type AiErrorCode } from './errors.ts'
import { requestHeaders } from './provider-client.ts'
import { assertWithinBudget, connectionOf, loadAllowedModel } from './resolve-model.ts'
import type { TranscriptionContext } from './transcribe-audio.ts'
import { recordUsage } from './usage.ts'

/** A failed speech call; the ledger row is already written. */
export class SpeechFailed extends Error {
  readonly code: AiErrorCode
  constructor(code: AiErrorCode, detail?: string) {
    super(detail ?? code)
    this.name = 'SpeechFailed'
    this.code = code
  }
}

/** The tenant's models offering `capability` (enabled, allowed), by name. */
export async function listUsableModelsWith(
  db: Database,
  tenantGroup: string,
  capability: string,
): Promise<{ id: string; label: string }[]> {
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
  return rows.filter((row) => row.capabilities.includes(capability)).map(({ id, label }) => ({ id, label }))
}

/** Text to audio (mp3). Throws AiRefusal or SpeechFailed. */
export async function synthesizeSpeech(
  ctx: TranscriptionContext,
  modelId: string,
  request: { text: string; voice: string },
): Promise<{ bytes: Uint8Array; mediaType: string }> {
  const row = await loadAllowedModel(ctx.db, ctx.tenantGroup, modelId)
  if (!row || !row.model.capabilities.includes('speech')) throw new AiRefusal('ai.modelNotAllowed')
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
  try {
    const response = await outboundFetch(
      `${connection.baseUrl.replace(/\/+$/, '')}/audio/speech`,
      {
        method: 'POST',
        headers: { ...requestHeaders(connection), 'content-type': 'application/json' },
        body: JSON.stringify({
          model: row.model.modelName,
          input: request.text,
          voice: request.voice,
          response_format: 'mp3',
        }),
        signal,
      },
      providerLimits,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (!response.ok)
      throw Object.assign(new Error(`The provider answered ${response.status}`), {
        code: codeOf(response.status),
      })
    if (bytes.length === 0)
      throw Object.assign(new Error('The speech answer is empty'), { code: 'ai.badResponse' })
    await recordUsage(ctx.db, { ...base, latencyMs: Math.round(performance.now() - started), outcome: 'ok' })
    return { bytes, mediaType: response.headers.get('content-type') ?? 'audio/mpeg' }
  } catch (error) {
    const code: AiErrorCode = ctx.signal?.aborted
      ? 'ai.stopped'
      : timeout.aborted
        ? 'ai.timeout'
        : ((error as { code?: AiErrorCode }).code ?? classifyProviderError(error))
    await recordUsage(ctx.db, {
      ...base,
      latencyMs: Math.round(performance.now() - started),
      outcome: code === 'ai.stopped' ? 'stopped' : 'error',
      errorCode: code,
    })
    throw new SpeechFailed(code, (error as Error).message)
  }
}

function codeOf(status: number): AiErrorCode {
  if (status === 401 || status === 403) return 'ai.authFailed'
  if (status === 429) return 'ai.rateLimited'
  if (status === 408 || status === 504) return 'ai.timeout'
  if (status >= 500) return 'ai.providerUnavailable'
  return 'ai.badResponse'
}
