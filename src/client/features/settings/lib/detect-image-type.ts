export type LogoImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml'

/** Largest logo accepted; it is kept in localStorage as a data URL. */
export const MAX_LOGO_BYTES = 512 * 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte)
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

/**
 * The image type a file's content shows, whatever its name or claimed type says: PNG, JPEG and
 * WebP by their magic bytes; SVG when the text is an <svg> document without scripts or handlers.
 */
export function detectImageType(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '')
  const head = text.replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '').trimStart()
  if (!/^<svg[\s>]/i.test(head)) return null
  if (/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(text)) return null
  return 'image/svg+xml'
}

/** A data URL of the bytes with the detected type. */
export function toDataUrl(bytes: Uint8Array, type: LogoImageType): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return `data:${type};base64,${btoa(binary)}`
}
