import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import de from '../../../../generated/messages-de.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'
import { AnswerError } from './answer-error.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

describe('AnswerError', () => {
  it.each([
    ['ai.timeout', 'de', de['ai.timeout']],
    ['ai.budgetExceeded', 'fr', fr['ai.budgetExceeded']],
    ['knowledge.encryptedPdf', 'de', de['apiError.knowledge.encryptedPdf']],
    ['chat.interrupted', 'fr', fr['apiError.chat.interrupted']],
    ['no.such.code', 'de', de['chat.error.generic']],
  ] as const)('shows the catalogue text for %s (%s)', (code, locale, expected) => {
    expect(expected).toBeTruthy()
    renderWithProviders(<AnswerError code={code} onRetry={null} />, locale)
    expect(screen.getByText(expected as string)).toBeTruthy()
  })
})
