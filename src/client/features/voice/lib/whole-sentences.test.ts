import { describe, expect, it } from 'vitest'
import { takeWholeSentences } from './whole-sentences.ts'

describe('takeWholeSentences', () => {
  it.each([
    ['Das tut mir leid. Darf sich', ['Das tut mir leid.', 'Darf sich']],
    ['Das tut mir leid.', ['', 'Das tut mir leid.']],
    ['Wirklich? Ja! Gut. Und', ['Wirklich? Ja! Gut.', 'Und']],
    ['Bis zu 3.5 ml', ['', 'Bis zu 3.5 ml']],
    ['« Oui. » Et', ['« Oui. »', 'Et']],
    ['', ['', '']],
  ])('%j', (pending, expected) => {
    expect(takeWholeSentences(pending)).toEqual(expected)
  })
})
