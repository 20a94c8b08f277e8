import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import de from '../../../generated/messages-de.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import { ApiError } from './api-error.ts'
import { useApiErrorText } from './use-api-error-text.ts'

const inLanguage = (locale: string, messages: Record<string, string>) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  ),
})

describe('texts of the server errors', () => {
  it('says in the user’s language that the server answered with an error when the answer has no words of its own', () => {
    const { result } = renderHook(useApiErrorText, inLanguage('fr', fr))
    expect(result.current.formText(new ApiError(404, '<html>Not Found</html>'))).toBe('Le serveur a répondu par une erreur (404).')
  })

  it('shows a known code in the user’s language, with its parameters, and else the server’s own words', () => {
    const { result } = renderHook(useApiErrorText, inLanguage('de', de))
    const tooShort = new ApiError(400, { message: 'Password must be at least 12 characters long', fieldErrors: { newPassword: { code: 'password.tooShort', message: 'Password must be at least 12 characters long', params: { minLength: 12 } } } })
    expect(result.current.fieldTexts(tooShort)).toEqual({ newPassword: 'Das Passwort ist zu kurz (mindestens 12 Zeichen).' })
    expect(result.current.formText(new ApiError(409, { code: 'something.new', message: 'Something new went wrong' }))).toBe('Something new went wrong')
  })
})
