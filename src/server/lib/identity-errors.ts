// The English texts of the identity checks in src/shared/identity; clients show their own by code.
import { emailProblem, usernameProblem } from '../../shared/identity/identity-checks.ts'
import { fieldError, type FieldError } from './http-error.ts'

const messages = {
  'username.required': 'Username must not be empty',
  'username.invalidCharacters': 'Username must not contain control, bidi or zero-width characters',
  'email.invalid': 'E-mail address is not valid',
  'email.mixedScript': 'E-mail address mixes alphabets within one part (look-alike letters); use one alphabet per part',
  'email.lookAlike':
    'E-mail address is written in letters of another alphabet that look like Latin ones (an imitation of another address); type it in Latin letters',
} as const

/** The field error of a trimmed username, or undefined. */
export function usernameError(username: string): FieldError | undefined {
  const code = usernameProblem(username)
  return code && fieldError(code, messages[code])
}

/** The field error of a normalised e-mail address, or undefined. */
export function emailError(email: string): FieldError | undefined {
  const code = emailProblem(email)
  return code && fieldError(code, messages[code])
}
