import { describe, expect, it } from 'vitest'
import { kilobytesOf, partChars, partEnd, renderIntervalMs } from './long-answer.ts'

const table = (rows: number, columns: number) =>
  [
    `| ${Array.from({ length: columns }, (_, c) => `H${c}`).join(' | ')} |`,
    `|${'---|'.repeat(columns)}`,
    ...Array.from(
      { length: rows },
      (_, r) => `| ${Array.from({ length: columns }, (_, c) => `r${r}c${c}`).join(' | ')} |`,
    ),
  ].join('\n')

describe('the shown part of a long answer', () => {
  it('is the whole text up to a quarter beyond the part', () => {
    expect(partEnd('kurz')).toBe(4)
    expect(partEnd('x'.repeat(partChars * 1.25))).toBe(partChars * 1.25)
  })

  it('ends at a line end, so a table keeps whole rows', () => {
    const text = table(500, 60)
    const end = partEnd(text)
    expect(end).toBeLessThanOrEqual(partChars)
    expect(text[end]).toBe('\n')
    expect(text.slice(0, end).endsWith('|')).toBe(true)
  })

  it('is the same while the answer streams on, so the part is not parsed again', () => {
    const text = table(500, 60)
    const end = partEnd(text.slice(0, 30_000))
    for (const length of [40_000, 100_000, text.length]) expect(partEnd(text.slice(0, length))).toBe(end)
  })

  it('cuts one long line at a word, or between characters, never inside a surrogate pair', () => {
    const words = 'Wort '.repeat(10_000)
    expect(words[partEnd(words)]).toBe(' ')
    const line = 'x'.repeat(partChars - 1) + '😀'.repeat(10_000)
    const end = partEnd(line)
    expect(end).toBe(partChars - 1)
    expect(line.slice(0, end)).not.toMatch(/[\uD800-\uDBFF]$/)
  })

  it('says sizes in KB as stored, and renders longer streams less often', () => {
    expect(kilobytesOf('ä'.repeat(1024))).toBe(2)
    expect(renderIntervalMs(100)).toBe(100)
    expect(renderIntervalMs(200 * 1024)).toBe(1_000)
  })
})
