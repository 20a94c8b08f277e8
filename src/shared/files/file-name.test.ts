import { describe, expect, it } from 'vitest'
import { maxFileNameLength, normaliseFileName } from './file-name.ts'

describe('normaliseFileName', () => {
  it.each([
    ['a plain name stays', 'Fachinformation 2024.pdf', 'Fachinformation 2024.pdf'],
    ['a right-to-left override goes', '\u202Eexe.txt', 'exe.txt'],
    ['a disguised extension shows as it is', 'rechnung\u202Efdp.exe', 'rechnungfdp.exe'],
    [
      'every bidi control goes',
      '\u200E\u200F\u061C\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069a.txt',
      'a.txt',
    ],
    ['climbing out of a folder is not possible', '../../etc/passwd.txt', 'etc_passwd.txt'],
    ['Windows separators too', '..\\..\\windows\\win.ini.txt', 'windows_win.ini.txt'],
    ['an absolute path', '/tmp/x.md', 'tmp_x.md'],
    [
      'control characters go, line breaks and tabs become one space',
      'a\u0000b\u0007c\td\r\ne\u2028f\u0085g.txt',
      'abc d e f g.txt',
    ],
    ['a byte-order mark goes', '\uFEFFbom.csv', 'bom.csv'],
    ['half a character goes', 'x\uD800y.txt', 'xy.txt'],
    ['white space is collapsed and trimmed', '  viel   Platz .txt  ', 'viel Platz .txt'],
    ['composed and decomposed spellings become one (NFC)', 'Pre\u0301sentation.docx', 'Présentation.docx'],
    ['emoji with joiners stay whole', 'team 👩‍💻.txt', 'team 👩‍💻.txt'],
    ['nothing usable leaves nothing', '\u202E/../\u0000', ''],
  ])('%s', (_case, input, expected) => {
    expect(normaliseFileName(input)).toBe(expected)
  })

  it('shortens a long name to the limit and keeps its extension', () => {
    const long = `${'ä'.repeat(500)}.pdf`
    const result = normaliseFileName(long)
    expect(Array.from(result)).toHaveLength(maxFileNameLength)
    expect(result.endsWith('ä.pdf')).toBe(true)
  })

  it('never splits a character made of two code units when shortening', () => {
    const result = normaliseFileName('😀'.repeat(maxFileNameLength + 10))
    expect(Array.from(result)).toHaveLength(maxFileNameLength)
    expect(result).toBe('😀'.repeat(maxFileNameLength))
  })

  it('is idempotent', () => {
    for (const name of ['\u202Eexe.txt', '../a/b.txt', `${'x'.repeat(300)}.docx`, ' a  b ']) {
      expect(normaliseFileName(normaliseFileName(name))).toBe(normaliseFileName(name))
    }
  })
})
