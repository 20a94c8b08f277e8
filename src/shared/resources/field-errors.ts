import type { IdentifierError } from '../identifiers/identifier-result.ts'

/** Why one field of a row was refused, in the same shape as identifier errors and API fieldErrors. */
export interface FieldError {
  /** Stable code: `validation.required`, `pzn8.checkDigit`, ... */
  readonly code: string
  /** Catalogue key of the text, filled with `params`. */
  readonly messageKey: string
  readonly params: Readonly<Record<string, string | number>>
}

/** The problems a field value can have besides identifier problems (those keep their own codes). */
export type ValidationProblem =
  | 'required'
  | 'requireAnyOf'
  | 'unknownField'
  | 'notText'
  | 'tooLong'
  | 'pattern'
  | 'unknownCountryCode'
  | 'notNumber'
  | 'notInteger'
  | 'tooManyDecimals'
  | 'tooSmall'
  | 'tooLarge'
  | 'notBoolean'
  | 'notDate'
  | 'notAllowed'
  | 'notReference'
  | 'wrongCountryScheme'

/** Builds the error for `problem`; code and message key are both `validation.<problem>`. */
export function fieldError(
  problem: ValidationProblem,
  params: Readonly<Record<string, string | number>> = {},
): FieldError {
  return { code: `validation.${problem}`, messageKey: `validation.${problem}`, params }
}

/** An identifier problem as a field error: its own code (`pzn8.checkDigit`), message key and the parameters it has. */
export function toFieldError(error: IdentifierError): FieldError {
  const params = Object.fromEntries(
    Object.entries(error.params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  )
  return { code: error.code, messageKey: error.messageKey, params }
}
