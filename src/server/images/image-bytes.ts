// What an image's bytes really are: the type from their magic numbers (never from a provider's or a
// browser's say-so), their dimensions from the header alone, the pixel limit checked from those before
// anything is decoded, and conversion to PNG or WebP for downloads through the image pool.
import sharp from 'sharp'
import { UntrustedFileError } from '../files/untrusted-file-error.ts'
import { imagePool, maxInputPixels, type ImageWorkOptions } from './image-pool.ts'

export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/webp'
export type DownloadFormat = 'png' | 'webp'

export interface ImageShape {
  readonly width: number
  readonly height: number
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, index) => bytes[offset + index] === value)

/** The type the bytes carry, or null when they are none of PNG, JPEG, WebP. */
export function detectImageType(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return null
}

/**
 * Type and size of an image from its header (nothing is decoded, whatever size it claims); null when
 * it is not a readable image. Callers check the size with `checkPixelLimit` or `exceedsPixelLimit`.
 */
export async function describeImage(
  bytes: Uint8Array,
): Promise<{ mediaType: ImageMediaType; width: number; height: number } | null> {
  const mediaType = detectImageType(bytes)
  if (!mediaType) return null
  try {
    // The limit is ours to check (below), with its own message: sharp's would make this an unreadable image.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (!metadata.width || !metadata.height) return null
    return { mediaType, width: metadata.width, height: metadata.height }
  } catch {
    return null
  }
}

export const exceedsPixelLimit = (shape: ImageShape) => shape.width * shape.height > maxInputPixels

/** Refuses (422 images.tooManyPixels) a picture above the pixel limit. */
export function checkPixelLimit(shape: ImageShape): void {
  if (exceedsPixelLimit(shape))
    throw new UntrustedFileError(
      'images.tooManyPixels',
      `The image has ${shape.width} x ${shape.height} pixels; at most ${maxInputPixels / 1_000_000} megapixels are accepted`,
    )
}

/** The image in the wanted format, converted in the pool; the stored bytes as they are when they already have it. */
export async function convertImage(
  bytes: Uint8Array,
  source: ImageShape & { mediaType: string },
  format: DownloadFormat,
  options: ImageWorkOptions = {},
): Promise<Uint8Array> {
  if (source.mediaType === `image/${format}`) return bytes
  checkPixelLimit(source)
  return imagePool.run(source, options, (open) => encodeImage(open(bytes), format))
}

/** Encodes an opened picture as PNG or WebP; only inside the pool's work. */
export async function encodeImage(image: sharp.Sharp, format: DownloadFormat): Promise<Uint8Array> {
  const output =
    format === 'png' ? await image.png().toBuffer() : await image.webp({ quality: 90 }).toBuffer()
  return new Uint8Array(output)
}
