// What an image's bytes really are: the type from their magic numbers (never from a provider's or a
// browser's say-so), their dimensions from sharp, and conversion to PNG or WebP for downloads.
import sharp from 'sharp'

export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/webp'
export type DownloadFormat = 'png' | 'webp'

/** Refuses decompression bombs: larger than any model's output (4096 x 4096 and then some). */
export const maxInputPixels = 50_000_000

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((value, index) => bytes[offset + index] === value)

/** The type the bytes carry, or null when they are none of PNG, JPEG, WebP. */
export function detectImageType(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** Type and size of an image, after sharp has read its header; null when it is not a readable image. */
export async function describeImage(bytes: Uint8Array): Promise<{ mediaType: ImageMediaType; width: number; height: number } | null> {
  const mediaType = detectImageType(bytes)
  if (!mediaType) return null
  try {
    const metadata = await sharp(bytes, { limitInputPixels: maxInputPixels }).metadata()
    if (!metadata.width || !metadata.height) return null
    return { mediaType, width: metadata.width, height: metadata.height }
  } catch {
    return null
  }
}

/** The image in the wanted format; the stored bytes as they are when they already have it. */
export async function convertImage(bytes: Uint8Array, mediaType: string, format: DownloadFormat): Promise<Uint8Array> {
  if (mediaType === `image/${format}`) return bytes
  const image = sharp(bytes, { limitInputPixels: maxInputPixels })
  const output = format === 'png' ? await image.png().toBuffer() : await image.webp({ quality: 90 }).toBuffer()
  return new Uint8Array(output)
}
