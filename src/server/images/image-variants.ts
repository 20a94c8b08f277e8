// PNG and WebP downloads of gallery images, kept once converted: an image's bytes never change (an
// edit is a new image), so a variant is good until the image is deleted. The variants live in this
// process's memory, least recently used first out, under a byte cap; a second download of the same
// image and format is an answer from memory, not a conversion. A variant larger than a quarter of the
// cap is not kept (decision 0080).
import { checkPixelLimit, encodeImage, type DownloadFormat, type ImageShape } from './image-bytes.ts'
import { imagePool, type ImageWorkOptions } from './image-pool.ts'

export class VariantCache {
  private readonly entries = new Map<string, Uint8Array>()
  private bytes = 0

  readonly maxBytes: number

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes
  }

  get(imageId: string, format: DownloadFormat): Uint8Array | undefined {
    const key = `${imageId}:${format}`
    const found = this.entries.get(key)
    if (found) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key)
      this.entries.set(key, found)
    }
    return found
  }

  set(imageId: string, format: DownloadFormat, variant: Uint8Array): void {
    if (variant.byteLength > this.maxBytes / 4) return
    const key = `${imageId}:${format}`
    this.drop(key)
    this.entries.set(key, variant)
    this.bytes += variant.byteLength
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.drop(oldest)
    }
  }

  /** Forgets every variant of a deleted image. */
  forget(imageId: string): void {
    for (const format of ['png', 'webp'] as const) this.drop(`${imageId}:${format}`)
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  private drop(key: string): void {
    const found = this.entries.get(key)
    if (!found) return
    this.entries.delete(key)
    this.bytes -= found.byteLength
  }
}

/** The process's variants: 64 MiB. */
export const variantCache = new VariantCache(64 * 1024 * 1024)

export interface StoredImage extends ImageShape {
  readonly id: string
  readonly mediaType: string
}

/** Conversions under way, by image and format: a download of the same variant joins one rather than queueing its own. */
const converting = new Map<string, Promise<Uint8Array | null>>()

/** `promise`, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * The image as `format`: its stored bytes when it has that format already, a kept variant, the
 * conversion of it already under way, or a conversion of its own in the image pool. The bytes are
 * read only once a turn is free. Null when the bytes are gone.
 */
export async function imageAsFormat(
  image: StoredImage,
  format: DownloadFormat,
  readBytes: () => Promise<Uint8Array | null>,
  options: ImageWorkOptions = {},
): Promise<Uint8Array | null> {
  if (image.mediaType === `image/${format}`) return readBytes()
  const kept = variantCache.get(image.id, format)
  if (kept) return kept
  checkPixelLimit(image)
  const key = `${image.id}:${format}`
  const underWay = converting.get(key)
  if (underWay) {
    try {
      return await untilAborted(underWay, options.signal)
    } catch (error) {
      // That conversion failed for its own caller (who left, or whose time ran out): try with ours.
      if (options.signal?.aborted) throw error
      const keptMeanwhile = variantCache.get(image.id, format)
      if (keptMeanwhile) return keptMeanwhile
    }
  }
  const conversion = imagePool.run(image, options, async (open) => {
    const bytes = await readBytes()
    if (!bytes) return null
    const variant = await encodeImage(open(bytes), format)
    variantCache.set(image.id, format, variant)
    return variant
  })
  converting.set(key, conversion)
  try {
    return await conversion
  } finally {
    if (converting.get(key) === conversion) converting.delete(key)
  }
}
