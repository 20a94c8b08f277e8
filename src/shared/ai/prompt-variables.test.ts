import { describe, expect, it } from 'vitest'
import { fillPromptVariables, formatPromptDate, languageNameOf } from './prompt-variables.ts'

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
