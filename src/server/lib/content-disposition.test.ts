import { describe, expect, it } from 'vitest'
import { asciiFileName, attachmentDisposition } from './content-disposition.ts'

describe('attachmentDisposition', () => {
  it.each([
    ['pzns-2026-11-23.csv', 'attachment; filename="pzns-2026-11-23.csv"'],
    ['Übersicht €.csv', `attachment; filename="Ubersicht _.csv"; filename*=UTF-8''%C3%9Cbersicht%20%E2%82%AC.csv`],
    ['say "hi"\\.csv', `attachment; filename="say _hi__.csv"; filename*=UTF-8''say%20%22hi%22%5C.csv`],
    ['a\r\nSet-Cookie: x.csv', `attachment; filename="a__Set-Cookie: x.csv"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x.csv`],
    ['😀.csv', `attachment; filename="__.csv"; filename*=UTF-8''%F0%9F%98%80.csv`],
  ])('names %j so that any header accepts it', (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected)
    expect(attachmentDisposition(name)).toMatch(/^[\x20-\x7e]+$/)
  })

  it('decodes back to the name', () => {
    const name = 'Übersicht €.csv'
    const encoded = /filename\*=UTF-8''(.+)$/.exec(attachmentDisposition(name))![1]!
    expect(decodeURIComponent(encoded)).toBe(name)
    expect(asciiFileName('Crème brûlée.csv')).toBe('Creme brulee.csv')
  })
})
