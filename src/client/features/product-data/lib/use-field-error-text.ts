import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { isIdentifierKind, validateIdentifier } from '../../../../shared/identifiers/index.ts'
import type { CompiledResourceField } from '../../../../shared/manifest/resource-types.ts'
import { parseFieldValue, type FieldError } from '../../../../shared/resources/index.ts'

/** Identifier codes are `<scheme>.<problem>` (`pzn8.checkDigit`); their texts are `identifier.<problem>`. */
const IDENTIFIER_CODE = /^(?:pzn8|pzn7|pznAt|cip7|cip13|acl13|ucd13|ean13)\.(\w+)$/

/** A field error from the live check (FieldError) or from the server ({code, message, params}). */
export type AnyFieldError = Partial<FieldError> & { readonly code?: string; readonly message?: string }

/**
 * The text of a field error in the user's language: the catalogue text of its message key with
 * its parameters (a wrong check digit names the expected digit), else a catalogue text for its
 * code, else the server's own words.
 */
export function useFieldErrorText() {
  const intl = useIntl()
  return useCallback(
    (given: AnyFieldError, value?: unknown, field?: CompiledResourceField): string => {
      const error = withParams(given, value, field)
      const params = error.params ?? {}
      // A text that needs parameters the error does not carry would show {placeholders}: the server's words are better then.
      const usable = (id: string | undefined): id is string =>
        id !== undefined && id in intl.messages && (error.params !== undefined || !needsParameters(intl.messages[id]))
      const problem = error.code ? IDENTIFIER_CODE.exec(error.code)?.[1] : undefined
      const id = [error.messageKey, problem && `identifier.${problem}`, error.code, error.code && `apiError.${error.code}`].find((candidate) =>
        usable(candidate || undefined),
      )
      if (id) return intl.formatMessage({ id }, params)
      return error.message ?? error.code ?? ''
    },
    [intl],
  )
}

/**
 * The API's field errors carry a code and English words, not the parameters of the text. The
 * parameters follow from the value, so the same shared check recomputes them: the report then says
 * which check digit was expected, or how long a text may be, in the user's language.
 */
function withParams(error: AnyFieldError, value: unknown, field: CompiledResourceField | undefined): AnyFieldError {
  if (error.params || typeof value !== 'string' || !error.code) return error
  const kind = error.code.split('.')[0] ?? ''
  let again: FieldError | undefined
  if (isIdentifierKind(kind)) {
    const checked = validateIdentifier(kind, value)
    if (!checked.ok) again = { code: checked.error.code, messageKey: checked.error.messageKey, params: definedOnly(checked.error.params) }
  } else if (kind === 'validation' && field) {
    const parsed = parseFieldValue(field, value)
    if (!parsed.ok) again = parsed.error
  }
  return again?.code === error.code ? { ...error, params: again.params } : error
}

function definedOnly(params: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined))
}

/** Whether a catalogue entry (text, or the precompiled ICU elements of the build) has placeholders. */
function needsParameters(message: unknown): boolean {
  if (typeof message === 'string') return /\{\s*\w+/.test(message)
  // Precompiled messages are element arrays; type 0 is literal text.
  return Array.isArray(message) && message.some((element: { type?: number }) => element.type !== 0)
}
