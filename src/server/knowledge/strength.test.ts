import { describe, expect, it } from 'vitest'
import { sameStrength, strengthsIn } from './strength.ts'

describe('strengthsIn', () => {
  it.each([
    ['Dolorex 1 % Gel', ['1%']],
    ['Nasaclar 0,05 % Nasenspray', ['0.05%']],
    ['Nasaclar 0.10% spray', ['0.1%']],
    ['Tussicalm 15 mg/5 ml Sirup', ['15mg/5ml']],
    ['400 mg und 200mg', ['400mg', '200mg']],
    ['Vitamin D 1000 I.E.', ['1000ie']],
    ['Packung mit 20 Tabletten', []],
  ])('%s', (text, strengths) => {
    expect(strengthsIn(text)).toEqual(strengths)
  })
})

describe('sameStrength', () => {
  it('1 % is not 2 %, 0,05 % is not 0,1 %', () => {
    expect(sameStrength('1%', '2%')).toBe(false)
    expect(sameStrength('0.05%', '0.1%')).toBe(false)
    expect(sameStrength('0.05%', '0.05%')).toBe(true)
  })
  it('an amount without its volume names the same strength', () => {
    expect(sameStrength('15mg', '15mg/5ml')).toBe(true)
    expect(sameStrength('30mg', '15mg/5ml')).toBe(false)
  })
})
