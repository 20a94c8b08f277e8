import { describe, expect, it } from 'vitest'
import { ageRangesIn, askedAge, holdsAge } from './asked-age.ts'

describe('askedAge', () => {
  it.each([
    ['How much syrup can I give my 4 year old?', 4],
    ['Is it fine for a nine-year-old?', 9],
    ['Darf mein 13-jähriger Sohn das Gel verwenden?', 13],
    ['Welches Spray nehme ich für einen Neunjährigen?', 9],
    ['Quelle dose pour mon fils de 10 ans ?', 10],
    ['Ab welchem Alter darf man es nehmen?', null],
    ['Wie viel Gel für 2 Jahre?', null],
  ])('%s -> %s', (question, age) => {
    expect(askedAge(question)).toBe(age)
  })
})

describe('ageRangesIn / holdsAge', () => {
  it('reads ranges, lower and upper bounds in three languages', () => {
    expect(ageRangesIn('Children 2 to 5 years: 2.5 ml three times a day.')).toEqual([[2, 5]])
    expect(holdsAge(4, 'Children 2 to 5 years: 2.5 ml three times a day.')).toBe(true)
    expect(holdsAge(4, 'Children 6 to 12 years: 5 ml twice a day.')).toBe(false)
    expect(holdsAge(13, 'Nicht bei Kindern unter 14 Jahren anwenden.')).toBe(true)
    expect(holdsAge(14, 'Nicht bei Kindern unter 14 Jahren anwenden.')).toBe(false)
    expect(holdsAge(15, 'Adultes et enfants de plus de 12 ans : 1 pulvérisation.')).toBe(true)
    expect(holdsAge(9, 'Zwei Tabletten täglich.')).toBeNull()
  })
})
