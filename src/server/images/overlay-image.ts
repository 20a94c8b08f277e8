// Text and the tenant's logo over an image (the studio's branding tool), done with sharp: the text is
// set by Pango from the system's fonts, the logo is the tenant's SVG from the manifest (public/brand/).
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { product, tenants } from '../../generated/tenants.gen.ts'
import { checkPixelLimit, type ImageMediaType } from './image-bytes.ts'
import { imagePool, type ImageWorkOptions, type OpenImage } from './image-pool.ts'

export type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'

export interface Overlay {
  text?: string
  textPosition: 'top' | 'bottom'
  textColor: 'white' | 'black'
  /** Where the tenant's logo goes; absent: no logo. */
  logoCorner?: Corner
}

const publicDir = new URL('../../../public/', import.meta.url)

/** The tenant's logo as SVG bytes (the product's default when the tenant has none). */
async function tenantLogo(tenantGroup: string): Promise<Buffer> {
  const path = (tenants[tenantGroup]?.logo ?? product.defaultLogo).replace(/^\/+/, '')
  return readFile(new URL(path, publicDir))
}

/** Pango markup treats &, < and > as syntax; the user's text is data. */
const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Puts the text and the logo over the image, in the image pool. */
export async function overlayImage(
  bytes: Uint8Array,
  source: { width: number; height: number; mediaType: string },
  tenantGroup: string,
  overlay: Overlay,
  options: ImageWorkOptions = {},
): Promise<{ bytes: Uint8Array; mediaType: ImageMediaType; width: number; height: number }> {
  checkPixelLimit(source)
  return imagePool.run(source, options, (open) => composeOverlay(open, bytes, source, tenantGroup, overlay))
}

async function composeOverlay(
  open: OpenImage,
  bytes: Uint8Array,
  source: { width: number; height: number; mediaType: string },
  tenantGroup: string,
  overlay: Overlay,
): Promise<{ bytes: Uint8Array; mediaType: ImageMediaType; width: number; height: number }> {
  const { width, height } = source
  const margin = Math.round(Math.min(width, height) * 0.04)
  const layers: sharp.OverlayOptions[] = []
  if (overlay.logoCorner) {
    const logo = await sharp(await tenantLogo(tenantGroup), { density: 300 })
      .resize({ width: Math.round(width * 0.22), height: Math.round(height * 0.12), fit: 'inside' })
      .png()
      .toBuffer({ resolveWithObject: true })
    const left = overlay.logoCorner.endsWith('left') ? margin : width - logo.info.width - margin
    const top = overlay.logoCorner.startsWith('top') ? margin : height - logo.info.height - margin
    layers.push({ input: logo.data, left: Math.max(0, left), top: Math.max(0, top) })
  }
  const text = overlay.text?.trim()
  if (text) {
    const colour = overlay.textColor === 'white' ? '#ffffff' : '#111111'
    const size = Math.max(10, Math.round(width / 24))
    const rendered = await sharp({
      text: {
        text: `<span foreground="${colour}" font_weight="bold">${escapeMarkup(text)}</span>`,
        font: `sans ${size}px`,
        width: width - 2 * margin,
        align: 'centre',
        rgba: true,
        wrap: 'word',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true })
    const textHeight = Math.min(rendered.info.height, height - 2 * margin)
    const textLayer =
      rendered.info.height > textHeight
        ? await sharp(rendered.data)
            .extract({ left: 0, top: 0, width: rendered.info.width, height: textHeight })
            .toBuffer()
        : rendered.data
    const left = Math.round((width - rendered.info.width) / 2)
    const top = overlay.textPosition === 'top' ? margin : height - textHeight - margin
    layers.push({ input: textLayer, left: Math.max(0, left), top: Math.max(0, top) })
  }
  const format = source.mediaType.replace('image/', '') as 'png' | 'jpeg' | 'webp'
  const composed = open(bytes).composite(layers)
  const output =
    format === 'png'
      ? composed.png()
      : format === 'jpeg'
        ? composed.jpeg({ quality: 90 })
        : composed.webp({ quality: 90 })
  const { data, info } = await output.toBuffer({ resolveWithObject: true })
  return {
    bytes: new Uint8Array(data),
    mediaType: source.mediaType as ImageMediaType,
    width: info.width,
    height: info.height,
  }
}
