import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { ApiError, type FieldErrors } from './api-error.ts'

/**
 * Texts for the server's errors in the user's language: a known `code` has a catalogue entry
 * `apiError.<code>`; anything else shows the server's own (English) message.
 */
export function useApiErrorText() {
  const intl = useIntl()
  const text = useCallback(
    (error: { code?: string; message: string }) => {
      const id = error.code ? `apiError.${error.code}` : undefined
      return id && intl.messages[id] ? intl.formatMessage({ id }) : error.message
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
        if (error.status === 403) return intl.formatMessage({ id: 'apiError.forbidden' })
        if (error.status >= 500) return intl.formatMessage({ id: 'apiError.server' })
        return text({ code: error.code, message: error.message })
      }
      return intl.formatMessage({ id: 'apiError.network' })
    },
    [intl, text],
  )
  return { text, fieldTexts, formText }
}
