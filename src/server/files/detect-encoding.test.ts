import { describe, expect, it } from 'vitest'
import { decodeText, detectEncoding } from './detect-encoding.ts'

describe('detectEncoding', () => {
  it.each([
    ['UTF-8', Buffer.from('pzn;name\n1;für\n'), 'utf-8'],
    ['UTF-8 with a BOM', Buffer.from('\uFEFFpzn;für\n'), 'utf-8'],
    ['Windows-1252', Buffer.from('pzn;name\n1;für\n', 'latin1'), 'windows-1252'],
    ['UTF-16 LE with a BOM', Buffer.from('\uFEFFpzn;für\n', 'utf16le'), 'utf-16le'],
    ['UTF-16 LE without a BOM', Buffer.from('pzn;für\n', 'utf16le'), 'utf-16le'],
    ['UTF-16 BE with a BOM', Buffer.from('\uFEFFpzn;für\n', 'utf16le').swap16(), 'utf-16be'],
    ['UTF-16 BE without a BOM', Buffer.from('pzn;für\n', 'utf16le').swap16(), 'utf-16be'],
  ])('recognises %s', (_name, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding)
    expect(decodeText(bytes, detectEncoding(bytes))).toMatch(/^pzn;.*für\n$/s)
  })

  it('decodes the Windows-1252 letters that Latin-1 lacks (€, „, “)', () => {
    expect(decodeText(Buffer.from([0x80, 0x84, 0x93]), 'windows-1252')).toBe('€„“')
  })
})
