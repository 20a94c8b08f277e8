// The studio's local tools, done on the server with sharp: crop, resize and format conversion of an
// image the user may see, and the checks an uploaded image passes (size through the file guard, type
// from the bytes, dimensions readable) before it is kept. Every result is a new image.
import { checkFileSize } from '../files/guard-file.ts'
import { defaultFileLimits } from '../files/file-limits.ts'
import { UntrustedFileError } from '../files/untrusted-file-error.ts'
import { checkPixelLimit, describeImage, type ImageMediaType } from './image-bytes.ts'
import { imagePool, type ImageWorkOptions } from './image-pool.ts'

/** Uploads above this are refused before they are decoded. */
export const maxImageUploadBytes = 20 * 1024 * 1024

export interface Transform {
  crop?: { left: number; top: number; width: number; height: number }
  resize?: { width: number; height: number; fit: 'cover' | 'contain' | 'fill' }
  format?: 'png' | 'jpeg' | 'webp'
}

/** An upload's type and size, or UntrustedFileError (413 too large, 415 not PNG/JPEG/WebP or unreadable, 422 too many pixels). */
export async function checkUploadedImage(bytes: Uint8Array) {
  checkFileSize(bytes.byteLength, { ...defaultFileLimits, maxBytes: maxImageUploadBytes })
  const described = await describeImage(bytes)
  if (!described)
    throw new UntrustedFileError('images.unsupportedType', 'Only PNG, JPEG and WebP images are accepted')
  checkPixelLimit(described)
  return described
}

/** Applies crop, then resize, then conversion, in the image pool; the crop must lie inside the image. */
export async function transformImage(
  bytes: Uint8Array,
  source: { width: number; height: number; mediaType: string },
  transform: Transform,
  options: ImageWorkOptions = {},
): Promise<{ bytes: Uint8Array; mediaType: ImageMediaType; width: number; height: number }> {
  const { crop, resize } = transform
  if (crop && (crop.left + crop.width > source.width || crop.top + crop.height > source.height))
    throw new UntrustedFileError('images.cropOutside', 'The crop lies outside the image')
  checkPixelLimit(source)
  // The memory counted is that of the larger of the picture and the result.
  const shape = resize && resize.width * resize.height > source.width * source.height ? resize : source
  return imagePool.run(shape, options, async (open) => {
    let image = open(bytes)
    if (crop) image = image.extract(crop)
    if (resize) image = image.resize({ width: resize.width, height: resize.height, fit: resize.fit })
    const format = transform.format ?? (source.mediaType.replace('image/', '') as 'png' | 'jpeg' | 'webp')
    image =
      format === 'png'
        ? image.png()
        : format === 'jpeg'
          ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 })
          : image.webp({ quality: 90 })
    const { data, info } = await image.toBuffer({ resolveWithObject: true })
    return {
      bytes: new Uint8Array(data),
      mediaType: `image/${format}`,
      width: info.width,
      height: info.height,
    }
  })
}
