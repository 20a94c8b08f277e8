import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { ApiError, type FieldErrors } from './api-error.ts'

/** What the server says about a field or a request: a stable code, English words, the text's parameters. */
export interface ApiErrorLike {
  readonly code?: string | undefined
  readonly message: string
  readonly params?: Readonly<Record<string, string | number>> | undefined
}

/**
 * Texts for the server's errors in the user's language: a known `code` has a catalogue entry
 * `apiError.<code>`, filled with the error's `params` (the minimum password length...); anything
 * else, or a text whose parameters the error does not carry, shows the server's own (English) message.
 */
export function useApiErrorText() {
  const intl = useIntl()
  const text = useCallback(
    (error: ApiErrorLike) => {
      const id = error.code ? `apiError.${error.code}` : undefined
      const usable = id !== undefined && id in intl.messages && (error.params !== undefined || !needsParameters(intl.messages[id]))
      return usable ? intl.formatMessage({ id }, error.params) : error.message
    },
    [intl],
  )
  const fieldTexts = useCallback(
    (error: unknown): Record<string, string> => {
      if (!(error instanceof ApiError)) return {}
      const fields: FieldErrors = error.fieldErrors
      return Object.fromEntries(Object.entries(fields).map(([field, fieldError]) => [field, text(fieldError)]))
    },
    [text],
  )
  const formText = useCallback(
    (error: unknown): string | null => {
      if (!error) return null
      if (error instanceof ApiError) {
        if (Object.keys(error.fieldErrors).length > 0) return null
        // A refusal with its own catalogue text (user.selfChange...) says why; any other 403 just that it is not allowed.
        if (error.status === 403) return error.code && `apiError.${error.code}` in intl.messages ? intl.formatMessage({ id: `apiError.${error.code}` }) : intl.formatMessage({ id: 'apiError.forbidden' })
        if (error.status >= 500) return intl.formatMessage({ id: 'apiError.server' })
        return text({ code: error.code, message: error.serverMessage ?? intl.formatMessage({ id: 'apiError.unknown' }, { status: error.status }) })
      }
      return intl.formatMessage({ id: 'apiError.network' })
    },
    [intl, text],
  )
  return { text, fieldTexts, formText }
}

/** Whether a catalogue entry (text, or the precompiled ICU elements of the build) has placeholders. */
export function needsParameters(message: unknown): boolean {
  if (typeof message === 'string') return /\{\s*\w+/.test(message)
  // Precompiled messages are element arrays; type 0 is literal text.
  return Array.isArray(message) && message.some((element: { type?: number }) => element.type !== 0)
}
