// The one gate every decode of an image's pixels passes (conversion, crop/resize, overlay): at most
// two at once in the whole process (one on a two-core machine), each admitted only when the memory it may take (counted from the
// width and height its header gave, before anything is decoded) fits a budget next to the ones
// running. Others wait in a short queue for a bounded time; past the queue or the wait, the caller
// gets 503 images.busy with Retry-After. libvips does the work on its own threads (one per image, and
// never as many images as cores, so conversions always leave the event loop a core), and its operation cache is off: a decoded picture is
// not kept after its answer (decision 0080).
import { availableParallelism } from 'node:os'
import sharp from 'sharp'
import { HttpError } from '../lib/http-error.ts'

/** Larger pictures are refused from their header, before they are decoded (decision 0080). */
export const maxInputPixels = 40_000_000

sharp.cache(false)
sharp.concurrency(1)

/** Bytes a decode may take per pixel: RGBA of the whole picture plus the encoder's own planes (WebP measured at 5). */
export const bytesPerPixel = 6

export interface ImagePoolLimits {
  /** Decodes running at once. */
  readonly maxRunning: number
  /** Callers waiting for a turn; one more is refused at once. */
  readonly maxWaiting: number
  /** How long a caller waits for its turn before it is refused. */
  readonly maxWaitMs: number
  /** Memory the running decodes may take together, counted from their pixels. */
  readonly memoryBudgetBytes: number
  /** Seconds the refused caller is told to wait (Retry-After). */
  readonly retryAfterSeconds: number
}

export const defaultImagePoolLimits: ImagePoolLimits = {
  maxRunning: Math.min(2, Math.max(1, availableParallelism() - 1)),
  maxWaiting: 8,
  maxWaitMs: 10_000,
  memoryBudgetBytes: 320 * 1024 * 1024,
  retryAfterSeconds: 5,
}

export interface ImageWorkOptions {
  /** The request's signal: a caller that left or ran out of time gives up its place in the queue. */
  readonly signal?: AbortSignal
  /** Time the work may still take; libvips stops a pipeline that runs past it (whole seconds, at least one). */
  readonly timeLimitMs?: number
}

/** Opens untrusted bytes for one pipeline, with sharp's own pixel limit and the time limit. */
export type OpenImage = (bytes: Uint8Array) => sharp.Sharp

export interface ImagePoolStats {
  readonly running: number
  readonly waiting: number
  readonly reservedBytes: number
  /** Decodes started since the pool was made (a cached answer starts none). */
  readonly started: number
}

interface Waiter {
  readonly cost: number
  readonly start: () => void
}

export const busyError = (limits: ImagePoolLimits) =>
  new HttpError(503, 'Too many images are being converted right now; try again shortly', {
    code: 'images.busy',
    retryAfterSeconds: limits.retryAfterSeconds,
  })

export class ImagePool {
  readonly limits: ImagePoolLimits
  private running = 0
  private reserved = 0
  private started = 0
  private readonly queue: Waiter[] = []

  constructor(limits: Partial<ImagePoolLimits> = {}) {
    this.limits = { ...defaultImagePoolLimits, ...limits }
  }

  stats(): ImagePoolStats {
    return {
      running: this.running,
      waiting: this.queue.length,
      reservedBytes: this.reserved,
      started: this.started,
    }
  }

  /** The memory a decode of a picture this size is counted at. */
  costOf(shape: { width: number; height: number }): number {
    return shape.width * shape.height * bytesPerPixel
  }

  /**
   * Runs `work` once a turn and the memory for `shape` are free. `work` opens the bytes it decodes
   * with `open`, never with sharp directly, so the pixel and time limits hold for every pipeline.
   */
  async run<T>(
    shape: { width: number; height: number },
    options: ImageWorkOptions,
    work: (open: OpenImage) => Promise<T>,
  ): Promise<T> {
    const cost = Math.min(this.costOf(shape), this.limits.memoryBudgetBytes)
    const queuedAt = Date.now()
    await this.take(cost, options.signal)
    this.started++
    try {
      const left =
        options.timeLimitMs === undefined ? undefined : options.timeLimitMs - (Date.now() - queuedAt)
      const seconds = left === undefined ? 0 : Math.max(1, Math.ceil(left / 1000))
      const open: OpenImage = (bytes) => {
        const image = sharp(bytes, { limitInputPixels: maxInputPixels })
        return seconds > 0 ? image.timeout({ seconds }) : image
      }
      return await work(open)
    } finally {
      this.release(cost)
    }
  }

  private fits(cost: number): boolean {
    return this.running < this.limits.maxRunning && this.reserved + cost <= this.limits.memoryBudgetBytes
  }

  private take(cost: number, signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted()
    // First come, first served: a large picture at the head is not overtaken by small ones for ever.
    if (this.queue.length === 0 && this.fits(cost)) {
      this.running++
      this.reserved += cost
      return Promise.resolve()
    }
    if (this.queue.length >= this.limits.maxWaiting) return Promise.reject(busyError(this.limits))
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        const at = this.queue.indexOf(waiter)
        if (at >= 0) this.queue.splice(at, 1)
        reject(error)
        this.startWaiting()
      }
      const onAbort = () => leave(signal!.reason)
      const waiter: Waiter = {
        cost,
        start: () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      const timer = setTimeout(() => leave(busyError(this.limits)), this.limits.maxWaitMs)
      signal?.addEventListener('abort', onAbort, { once: true })
      this.queue.push(waiter)
    })
  }

  private release(cost: number): void {
    this.running--
    this.reserved -= cost
    this.startWaiting()
  }

  private startWaiting(): void {
    while (this.queue.length > 0 && this.fits(this.queue[0]!.cost)) {
      const next = this.queue.shift()!
      this.running++
      this.reserved += next.cost
      next.start()
    }
  }
}

/** The process's one pool: every route that decodes an image's pixels goes through it. */
export const imagePool = new ImagePool()
