import { describe, expect, it } from 'vitest'
import { findUnstorable, unstorableReason } from './storable-text.ts'

describe('unstorableReason', () => {
  it.each([
    ['a\u0000b', /U\+0000 \(at character 2\)/],
    ['\ud83d', /unpaired surrogate \(at character 1\)/],
    ['x\ude00', /unpaired surrogate \(at character 2\)/],
    ['\ude00\ud83d', /unpaired surrogate \(at character 1\)/],
  ])('refuses %j', (text, reason) => {
    expect(unstorableReason(text)).toMatch(reason)
  })

  it.each(['', 'Anna', 'Übersicht €', '😀 ok', '\u202Eabc', "'; drop table users; --"])('takes %j', (text) => {
    expect(unstorableReason(text)).toBeUndefined()
  })
})

describe('findUnstorable', () => {
  it('names the first bad value by its JSON pointer', () => {
    expect(findUnstorable({ a: 'ok', list: ['ok', { 'x/y': 'b\u0000' }] })).toMatchObject({ instancePath: '/list/1/x~1y', code: 'invalidCharacter' })
    expect(findUnstorable({ ['k\u0000']: 1 })).toMatchObject({ instancePath: '/k\u0000', code: 'invalidCharacter' })
    expect(findUnstorable({ n: [1, Infinity] })).toMatchObject({ instancePath: '/n/1', code: 'notFinite' })
    expect(findUnstorable({ a: 'ok', n: 1.5, b: [true, null] })).toBeUndefined()
  })
})
