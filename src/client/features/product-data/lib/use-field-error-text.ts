import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { FieldError } from '../../../../shared/resources/index.ts'
import { needsParameters } from '../../../lib/api/use-api-error-text.ts'

/** Identifier codes are `<scheme>.<problem>` (`pzn8.checkDigit`); their texts are `identifier.<problem>`. */
const IDENTIFIER_CODE = /^(?:pzn8|pzn7|pznAt|cip7|cip13|acl13|ucd13|ean13)\.(\w+)$/

/** A field error from the live check (FieldError) or from the server ({code, message, params?}). */
export type AnyFieldError = Partial<FieldError> & { readonly code?: string; readonly message?: string }

/**
 * The text of a field error in the user's language: the catalogue text of its message key (or of
 * its code) filled with its parameters, which the live check and the server both give (a wrong
 * check digit names the expected digit); else the server's own words.
 */
export function useFieldErrorText() {
  const intl = useIntl()
  return useCallback(
    (error: AnyFieldError): string => {
      // A text that needs parameters the error does not carry would show {placeholders}: the server's words are better then.
      const usable = (id: string | undefined): id is string =>
        id !== undefined && id in intl.messages && (error.params !== undefined || !needsParameters(intl.messages[id]))
      const problem = error.code ? IDENTIFIER_CODE.exec(error.code)?.[1] : undefined
      const id = [error.messageKey, problem && `identifier.${problem}`, error.code, error.code && `apiError.${error.code}`].find((candidate) =>
        usable(candidate || undefined),
      )
      if (id) return intl.formatMessage({ id }, error.params)
      return error.message ?? error.code ?? ''
    },
    [intl],
  )
}
