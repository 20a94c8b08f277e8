import { describe, expect, it } from 'vitest'
import { fillPromptTemplate, fillPromptVariables, formatPromptDate, languageNameOf, missingTemplateValues, parsePromptTemplate } from './prompt-variables.ts'

const variables = { userName: 'Erika Muster', date: '23. November 2026', tenantLanguage: 'Deutsch' }

describe('fillPromptVariables', () => {
  it.each([
    ['Hallo {{user.name}}', 'Hallo Erika Muster'],
    ['Heute ist {{ date }}.', 'Heute ist 23. November 2026.'],
    ['Antworte auf {{tenant.language}}; {{user.name}}/{{user.name}}', 'Antworte auf Deutsch; Erika Muster/Erika Muster'],
    ['Unbekannt: {{user.email}} bleibt', 'Unbekannt: {{user.email}} bleibt'],
    ['Keine Variable {date} oder {{}}', 'Keine Variable {date} oder {{}}'],
  ])('%s', (text, expected) => {
    expect(fillPromptVariables(text, variables)).toBe(expected)
  })

  it('does not substitute inside substituted values', () => {
    expect(fillPromptVariables('{{user.name}}', { ...variables, userName: '{{date}}' })).toBe('{{date}}')
  })
})

describe('language and date', () => {
  it('names the language and formats the date per locale', () => {
    expect(languageNameOf('fr')).toBe('français')
    expect(languageNameOf('xx')).toBe('xx')
    expect(formatPromptDate(new Date('2026-11-23T23:30:00Z'), 'de')).toBe('23. November 2026')
    expect(formatPromptDate(new Date('2026-11-23T10:00:00Z'), 'fr')).toBe('23 novembre 2026')
  })
})

describe('parsePromptTemplate', () => {
  it('finds built-ins, text and choices once each, in order', () => {
    const { variables, problems } = parsePromptTemplate('{{date}}: {{ topic }} in {{tone:formal| casual}} for {{user.name}}, {{topic}} {{tone:formal|casual}}')
    expect(variables).toEqual([
      { kind: 'builtin', name: 'date' },
      { kind: 'text', name: 'topic' },
      { kind: 'choice', name: 'tone', options: ['formal', 'casual'] },
      { kind: 'builtin', name: 'user.name' },
    ])
    expect(problems).toEqual([])
  })

  it.each([
    ['{{tone:formal||casual}}', [{ code: 'emptyOption', name: 'tone' }]],
    ['{{tone:a|b}} {{tone:a|c}}', [{ code: 'conflictingChoice', name: 'tone' }]],
    ['{{date:today|tomorrow}}', [{ code: 'builtinChoice', name: 'date' }]],
  ])('reports problems in %s', (text, expected) => {
    expect(parsePromptTemplate(text).problems).toEqual(expected)
  })

  it('accepts names with umlauts and ignores what is not a variable', () => {
    expect(parsePromptTemplate('{{Zielgruppe}} {{}} {single} {{1abc}}').variables).toEqual([{ kind: 'text', name: 'Zielgruppe' }])
  })
})

describe('fillPromptTemplate', () => {
  it('fills values and built-ins, keeps missing ones visible, never re-scans values', () => {
    const text = 'Schreibe {{tone:formell|locker}} über {{topic}} für {{user.name}} am {{date}}; {{rest}}'
    expect(fillPromptTemplate(text, { tone: 'locker', topic: '{{date}}' }, variables)).toBe('Schreibe locker über {{date}} für Erika Muster am 23. November 2026; {{rest}}')
    expect(missingTemplateValues(text, { tone: 'locker', topic: 'x' })).toEqual(['rest'])
  })
})
