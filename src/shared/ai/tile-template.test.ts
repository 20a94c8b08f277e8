import { describe, expect, it } from 'vitest'
import type { TileVariable } from '../manifest/types.ts'
import { checkTileInputs, fillTileTemplate, tileTemplateNames } from './tile-template.ts'

const builtIns = { userName: 'Ada', date: '26. November 2026', tenantLanguage: 'Deutsch' }
const variables: TileVariable[] = [
  { name: 'topic', type: 'longText', required: true },
  { name: 'tone', type: 'choice', required: true, options: ['formal', 'casual'], default: 'formal' },
  { name: 'words', type: 'number', required: false, default: 100 },
  { name: 'day', type: 'date', required: false },
]

describe('tile templates', () => {
  it('names the variables a template uses, once each, without the built-ins', () => {
    expect(tileTemplateNames('{{ topic }} {{tone}} {{date}} {{user.name}} {{topic}}')).toEqual(['topic', 'tone'])
  })

  it('fills variables and built-ins, and never scans an inserted value again', () => {
    expect(fillTileTemplate('Über {{topic}} für {{user.name}} am {{date}}; {{missing}}.', { topic: '{{date}} und {{user.name}}' }, builtIns)).toBe(
      'Über {{date}} und {{user.name}} für Ada am 26. November 2026; .',
    )
  })
})

describe('tile form values', () => {
  it('fills defaults, trims text and reads numbers with a decimal comma', () => {
    expect(checkTileInputs(variables, { topic: '  Husten  ', words: '12,5' })).toEqual({ values: { topic: 'Husten', tone: 'formal', words: 12.5 }, errors: {} })
  })

  it('takes no value from Object members for a field named like one', () => {
    expect(checkTileInputs([{ name: 'constructor', type: 'text', required: true }], {}).errors).toEqual({ constructor: 'required' })
  })

  it.each([
    [{}, { topic: 'required' }],
    [{ topic: 'x', tone: 'loud' }, { tone: 'notAnOption' }],
    [{ topic: 'x', words: 'many' }, { words: 'notANumber' }],
    [{ topic: 'x', day: '2026-02-30' }, { day: 'notADate' }],
    [{ topic: 'x'.repeat(20_001) }, { topic: 'tooLong' }],
    [{ topic: 'x', colour: 'red' }, { colour: 'unknown' }],
  ])('refuses %j with %j', (inputs, errors) => {
    expect(checkTileInputs(variables, inputs).errors).toEqual(errors)
  })
})
