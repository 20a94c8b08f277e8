import { describe, expect, it } from 'vitest'
import { capNoteAfter, cutToBytes } from './output-cap.ts'

describe('the answer cap', () => {
  it.each([
    ['ascii', 'abcdef', 4, 'abcd'],
    ['a two-byte character not split', 'aäb', 2, 'a'],
    ['a two-byte character kept whole', 'aäb', 3, 'aä'],
    ['an emoji not split', 'x😀y', 4, 'x'],
    ['shorter than the cap', 'äb', 10, 'äb'],
    ['nothing left', 'abc', 0, ''],
  ])('cuts %s at a character', (_, text, bytes, expected) => {
    expect(cutToBytes(text, bytes)).toBe(expected)
  })

  it('closes a code block the cut left open before the note, and leaves closed ones alone', () => {
    expect(capNoteAfter('Text\n```ts\nconst a = 1', 'Cut.')).toBe('\n```\n\n\n---\n\n*Cut.*')
    expect(capNoteAfter('```\na\n```\nmore', 'Cut.')).toBe('\n\n---\n\n*Cut.*')
  })
})
