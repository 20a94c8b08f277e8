// The gateway's image half: every image call of every tool goes through generateImages(). Like the
// chat calls it checks the tenant's allow-list and token budget, and also its monthly image budget
// (decision 0043); it bounds the call by the provider's timeout and the caller's abort, and writes one
// ledger row per call, priced per image.
import { generateImage } from 'ai'
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModels, aiProviders, tenantAiSettings, tenantAllowedModels } from '../db/ai-tables.ts'
import { AiRefusal, classifyProviderError, type AiErrorCode } from './errors.ts'
import { createImageModel } from './provider-client.ts'
import { assertWithinBudget, connectionOf, loadAllowedModel } from './resolve-model.ts'
import { readMonthUsage, recordUsage } from './usage.ts'

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
    .innerJoin(tenantAllowedModels, and(eq(tenantAllowedModels.modelId, aiModels.id), eq(tenantAllowedModels.tenantGroup, tenantGroup)))
    .where(and(eq(aiModels.enabled, true), eq(aiProviders.enabled, true)))
    .orderBy(asc(aiModels.displayName))
  return rows
    .filter((row) => row.capabilities.includes('images') || row.capabilities.includes('image-edits'))
    .map((row) => ({ id: row.id, label: row.label, canGenerate: row.capabilities.includes('images'), canEdit: row.capabilities.includes('image-edits') }))
}

/**
 * Images asked of providers and not yet in the ledger, per tenant. The ledger counts an image once its
 * call has ended; until then this does, so calls side by side cannot all pass the same check. Per
 * server process: several API servers on one PostgreSQL could each let one request's images through.
 */
const imagesInFlight = new Map<string, number>()
/** The image-budget check and reservation of a tenant run one at a time (read, compare, reserve). */
const budgetQueues = new Map<string, Promise<unknown>>()

function serialised<T>(tenantGroup: string, work: () => Promise<T>): Promise<T> {
  const previous = budgetQueues.get(tenantGroup) ?? Promise.resolve()
  const next = previous.then(work, work)
  const settled = next.catch(() => undefined)
  budgetQueues.set(tenantGroup, settled)
  void settled.then(() => {
    if (budgetQueues.get(tenantGroup) === settled) budgetQueues.delete(tenantGroup)
  })
  return next
}

function release(tenantGroup: string, count: number) {
  const left = (imagesInFlight.get(tenantGroup) ?? 0) - count
  if (left > 0) imagesInFlight.set(tenantGroup, left)
  else imagesInFlight.delete(tenantGroup)
}

/** Throws AiRefusal('ai.imageBudgetExceeded') when this month's images, those under way and `count` pass the tenant's image budget. */
async function assertWithinImageBudget(db: Database, tenantGroup: string, count: number): Promise<void> {
  const [settings] = await db.select({ budget: tenantAiSettings.monthlyImageBudget }).from(tenantAiSettings).where(eq(tenantAiSettings.tenantGroup, tenantGroup))
  if (settings?.budget === null || settings?.budget === undefined) return
  const { images } = await readMonthUsage(db, tenantGroup)
  if (images + (imagesInFlight.get(tenantGroup) ?? 0) + count > settings.budget) throw new AiRefusal('ai.imageBudgetExceeded')
}

/**
 * The model row when the tenant may call it for `count` images now; throws AiRefusal otherwise (a
 * budget refusal is written to the ledger). Callers that stream may ask before they start; with
 * `reserve` the images are held against the image budget until release (generateImages does).
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
  try {
    await assertWithinBudget(ctx.db, ctx.tenantGroup)
    await serialised(ctx.tenantGroup, async () => {
      await assertWithinImageBudget(ctx.db, ctx.tenantGroup, count)
      if (reserve) imagesInFlight.set(ctx.tenantGroup, (imagesInFlight.get(ctx.tenantGroup) ?? 0) + count)
    })
  } catch (error) {
    if (error instanceof AiRefusal) await recordUsage(ctx.db, { tenantGroup: ctx.tenantGroup, userId: ctx.userId, tool: ctx.tool, modelId: row.model.id, modelName: row.model.modelName, outcome: 'refused', errorCode: error.code })
    throw error
  }
  return row
}

/** Images for one prompt. Throws AiRefusal (not allowed, budget spent) or ImageCallFailed (ledger written). */
export async function generateImages(ctx: ImageCallContext, request: ImageRequest): Promise<{ images: GeneratedImageBytes[]; modelName: string; label: string }> {
  const row = await assertImageCallAllowed(ctx, request.modelId, request.edit ? 'image-edits' : 'images', request.count, true)
  try {
    return await callProvider(ctx, request, row)
  } finally {
    // After the ledger row is written (callProvider awaits it), so an image is always in one count or the other.
    release(ctx.tenantGroup, request.count)
  }
}

async function callProvider(ctx: ImageCallContext, request: ImageRequest, row: NonNullable<Awaited<ReturnType<typeof loadAllowedModel>>>): Promise<{ images: GeneratedImageBytes[]; modelName: string; label: string }> {
  const base = { tenantGroup: ctx.tenantGroup, userId: ctx.userId, tool: ctx.tool, modelId: row.model.id, modelName: row.model.modelName }
  const connection = connectionOf(row.provider)
  const started = performance.now()
  const timeout = AbortSignal.timeout(connection.timeoutMs)
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout
  try {
    const result = await generateImage({
      model: createImageModel(connection, row.model.modelName),
      prompt: request.edit ? { text: request.prompt, images: [request.edit.image], ...(request.edit.mask ? { mask: request.edit.mask } : {}) } : request.prompt,
      n: request.count,
      ...(request.size ? { size: request.size } : {}),
      // The provider's name in provider-client is 'tessera'; its options become body parameters.
      providerOptions: request.quality ? { tessera: { quality: request.quality } } : {},
      maxRetries: connection.maxRetries,
      abortSignal: signal,
    })
    const images = result.images.map((image) => ({ bytes: image.uint8Array, mediaType: image.mediaType }))
    await recordUsage(ctx.db, {
      ...base,
      tokensIn: result.usage.inputTokens ?? 0,
      tokensOut: result.usage.outputTokens ?? 0,
      images: images.length,
      latencyMs: Math.round(performance.now() - started),
      costEstimate: images.length * (row.model.pricePerImage ?? 0),
      outcome: 'ok',
    })
    return { images, modelName: row.model.modelName, label: row.model.displayName }
  } catch (error) {
    const code: AiErrorCode = ctx.signal?.aborted ? 'ai.stopped' : timeout.aborted ? 'ai.timeout' : classifyProviderError(error)
    await recordUsage(ctx.db, { ...base, latencyMs: Math.round(performance.now() - started), outcome: code === 'ai.stopped' ? 'stopped' : 'error', errorCode: code })
    throw new ImageCallFailed(code)
  }
}
