import { describe, expect, it } from 'vitest'
import { detectImageType, toDataUrl } from './detect-image-type.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => new TextEncoder().encode(value)

describe('detectImageType', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0), 'image/jpeg'],
    ['WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml'],
    ['SVG with prolog and comment', text('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"/>'), 'image/svg+xml'],
  ])('recognises %s by content', (_name, content, type) => {
    expect(detectImageType(content)).toBe(type)
  })

  it.each([
    ['a GIF', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['plain text', text('hello')],
    ['HTML', text('<html><svg></svg></html>')],
    ['SVG with a script', text('<svg><script>alert(1)</script></svg>')],
    ['SVG with an event handler', text('<svg onload="alert(1)"></svg>')],
  ])('rejects %s', (_name, content) => {
    expect(detectImageType(content)).toBeNull()
  })

  it('makes a data URL of the bytes', () => {
    expect(toDataUrl(text('<svg/>'), 'image/svg+xml')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`)
  })
})
