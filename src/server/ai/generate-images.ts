// The gateway's image half: every image call of every tool goes through generateImages(). Like the
// chat calls it checks the tenant's allow-list and token budget, and also its monthly image budget
// (decision 0045), whose images a call reserves before the provider is called (decision 0084); it bounds the call by the provider's timeout and the caller's abort, and writes one
// ledger row per call, priced per image.
import { generateImage } from 'ai'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAllowedModels } from '../db/ai-tables.ts'
import { holdReservation, readBudgetStanding, recordUsageAndRelease, reserveImages } from './budget.ts'
import { AiRefusal, classifyProviderError, type AiErrorCode } from './errors.ts'
import { createImageModel } from './provider-client.ts'
import { assertWithinBudget, connectionOf, loadAllowedModel } from './resolve-model.ts'
import { recordUsage, type UsageEntry } from './usage.ts'

export interface ImageCallContext {
  db: Database
  tenantGroup: string
  userId: string | null
  tool: string
  signal?: AbortSignal
}

export interface ImageRequest {
  modelId: string
  prompt: string
  /** 1 to 4; one provider call asks for all of them. */
  count: number
  /** `{width}x{height}`, passed to the provider as `size`. */
  size?: `${number}x${number}`
  /** Passed through as the provider's `quality` (low, medium, high, standard, hd, ...). */
  quality?: string
  /**
   * An edit (/images/edits): the image to change and, for inpainting, a PNG mask whose transparent
   * pixels mark what to change. Needs a model with the image-edits capability.
   */
  edit?: { image: Uint8Array; mask?: Uint8Array }
}

export interface GeneratedImageBytes {
  bytes: Uint8Array
  /** What the provider said; the gallery detects the real type from the bytes. */
  mediaType: string
}

export interface UsableImageModel {
  id: string
  label: string
  canGenerate: boolean
  canEdit: boolean
}

/** A failed image call; the ledger row is already written. */
export class ImageCallFailed extends Error {
  readonly code: AiErrorCode
  constructor(code: AiErrorCode) {
    super(code)
    this.name = 'ImageCallFailed'
    this.code = code
  }
}

/** The image models a tenant may use: enabled, of an enabled provider, allowed, able to generate or edit. */
export async function listUsableImageModels(db: Database, tenantGroup: string): Promise<UsableImageModel[]> {
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
  return rows
    .filter((row) => row.capabilities.includes('images') || row.capabilities.includes('image-edits'))
    .map((row) => ({
      id: row.id,
      label: row.label,
      canGenerate: row.capabilities.includes('images'),
      canEdit: row.capabilities.includes('image-edits'),
    }))
}

type LedgerBase = Pick<UsageEntry, 'tenantGroup' | 'userId' | 'tool' | 'modelId' | 'modelName'>

/**
 * The model row when the tenant may call it for `count` images now; throws AiRefusal otherwise (a
 * budget refusal is written to the ledger). Callers that stream may ask before they start; with
 * `reserve` the images are held (budget.ts: in the database, so calls side by side on any server see
 * each other's) and `reservation` names the hold, ended when the call's ledger row is written.
 */
export async function assertImageCallAllowed(
  ctx: Pick<ImageCallContext, 'db' | 'tenantGroup' | 'userId' | 'tool'>,
  modelId: string,
  capability: 'images' | 'image-edits' = 'images',
  count = 1,
  reserve = false,
) {
  const row = await loadAllowedModel(ctx.db, ctx.tenantGroup, modelId)
  if (!row || !row.model.capabilities.includes(capability)) throw new AiRefusal('ai.modelNotAllowed')
  const base: LedgerBase = {
    tenantGroup: ctx.tenantGroup,
    userId: ctx.userId,
    tool: ctx.tool,
    modelId: row.model.id,
    modelName: row.model.modelName,
  }
  try {
    await assertWithinBudget(ctx.db, ctx.tenantGroup)
    const reservation = reserve
      ? await reserveImages(ctx.db, ctx.tenantGroup, count)
      : await checkImageBudget(ctx.db, ctx.tenantGroup, count)
    return { ...row, base, reservation }
  } catch (error) {
    if (error instanceof AiRefusal)
      await recordUsage(ctx.db, { ...base, outcome: 'refused', errorCode: error.code })
    throw error
  }
}

/** Images for one prompt. Throws AiRefusal (not allowed, budget spent) or ImageCallFailed (ledger written). */
export async function generateImages(
  ctx: ImageCallContext,
  request: ImageRequest,
): Promise<{ images: GeneratedImageBytes[]; modelName: string; label: string }> {
  const allowed = await assertImageCallAllowed(
    ctx,
    request.modelId,
    request.edit ? 'image-edits' : 'images',
    request.count,
    true,
  )
  const ledger = (entry: Omit<UsageEntry, keyof LedgerBase>) =>
    recordUsageAndRelease(ctx.db, { ...allowed.base, ...entry }, allowed.reservation)
  const endHold = holdReservation(ctx.db, allowed.reservation)
  try {
    return await callProvider(ctx, request, allowed, ledger)
  } finally {
    endHold()
  }
}

/** Throws AiRefusal('ai.imageBudgetExceeded') when this month's images, those held and `count` pass the budget; holds nothing. */
async function checkImageBudget(db: Database, tenantGroup: string, count: number): Promise<null> {
  const standing = await readBudgetStanding(db, tenantGroup)
  if (standing.imageBudget !== null && standing.images + count > standing.imageBudget)
    throw new AiRefusal('ai.imageBudgetExceeded')
  return null
}

async function callProvider(
  ctx: ImageCallContext,
  request: ImageRequest,
  row: NonNullable<Awaited<ReturnType<typeof loadAllowedModel>>>,
  ledger: (entry: Omit<UsageEntry, keyof LedgerBase>) => Promise<void>,
): Promise<{ images: GeneratedImageBytes[]; modelName: string; label: string }> {
  const connection = connectionOf(row.provider)
  const started = performance.now()
  const timeout = AbortSignal.timeout(connection.timeoutMs)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  try {
    const result = await generateImage({
      model: createImageModel(connection, row.model.modelName),
      prompt: request.edit
        ? {
            text: request.prompt,
            images: [request.edit.image],
            ...(request.edit.mask ? { mask: request.edit.mask } : {}),
          }
        : request.prompt,
      n: request.count,
      ...(request.size ? { size: request.size } : {}),
      // The provider's name in provider-client is 'tessera'; its options become body parameters.
      providerOptions: request.quality ? { tessera: { quality: request.quality } } : {},
      maxRetries: connection.maxRetries,
      abortSignal: signal,
    })
    const images = result.images.map((image) => ({ bytes: image.uint8Array, mediaType: image.mediaType }))
    await ledger({
      tokensIn: result.usage.inputTokens ?? 0,
      tokensOut: result.usage.outputTokens ?? 0,
      images: images.length,
      latencyMs: Math.round(performance.now() - started),
      costEstimate: images.length * (row.model.pricePerImage ?? 0),
      outcome: 'ok',
    })
    return { images, modelName: row.model.modelName, label: row.model.displayName }
  } catch (error) {
    const code: AiErrorCode = ctx.signal?.aborted
      ? 'ai.stopped'
      : timeout.aborted
        ? 'ai.timeout'
        : classifyProviderError(error)
    await ledger({
      latencyMs: Math.round(performance.now() - started),
      outcome: code === 'ai.stopped' ? 'stopped' : 'error',
      errorCode: code,
    })
    throw new ImageCallFailed(code)
  }
}
