/**
 * The shared vocabulary of every identifier check: which schemes exist, what a check answers and
 * how a failure is described so that browser, server and bulk-upload report show the same reason.
 */

/** Identifier schemes a manifest field may declare (`identifier.kinds`). */
export const IDENTIFIER_KINDS = ['pzn8', 'pznAt', 'cip13', 'acl13', 'ucd13', 'ean13'] as const
/** One identifier scheme, e.g. `pzn8` (German PZN) or `cip13` (French CIP13). */
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number]
/** Schemes only used as inputs of a conversion (old German PZN-7, French CIP7). */
export type LegacyIdentifierKind = 'pzn7' | 'cip7'

/** What can be wrong with an identifier, in the order the checks run. */
export type IdentifierProblem =
  'notString' | 'empty' | 'notDigits' | 'length' | 'prefix' | 'checkDigit' | 'neverIssued'

/** Values a message needs to say exactly what is wrong, e.g. "expected 9, got 8". */
export interface IdentifierErrorParams {
  /** Human label of the scheme, the same in every language (PZN, PZN-AT, CIP13...). */
  readonly scheme: string
  readonly expected?: string
  readonly actual?: string
  readonly expectedLength?: number
  readonly actualLength?: number
  /** Position (1-based) of the first character that is not a digit. */
  readonly position?: number
}

/** Why a value is not a valid identifier. `code` is stable (`pzn8.checkDigit`); `messageKey` names a catalogue text. */
export interface IdentifierError {
  readonly code: `${IdentifierKind | LegacyIdentifierKind}.${IdentifierProblem}`
  readonly kind: IdentifierKind | LegacyIdentifierKind
  readonly problem: IdentifierProblem
  /** Key in manifest/messages/*.yaml (`identifier.checkDigit`), filled with `params`. */
  readonly messageKey: `identifier.${IdentifierProblem}`
  readonly params: IdentifierErrorParams
}

/** The answer of every validator: the normalised value, or the first problem found. */
export type IdentifierResult =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: IdentifierError }

/** Label of each scheme in messages; identical in de, en and fr. */
export const SCHEME_LABELS: Readonly<Record<IdentifierKind | LegacyIdentifierKind, string>> = {
  pzn8: 'PZN',
  pzn7: 'PZN-7',
  pznAt: 'PZN-AT',
  cip7: 'CIP7',
  cip13: 'CIP13',
  acl13: 'ACL13',
  ucd13: 'UCD13',
  ean13: 'EAN-13',
}

/** Builds the failure result of `kind` for `problem`. */
export function identifierFailure(
  kind: IdentifierKind | LegacyIdentifierKind,
  problem: IdentifierProblem,
  params: Omit<IdentifierErrorParams, 'scheme'> = {},
): IdentifierResult {
  return {
    ok: false,
    error: {
      code: `${kind}.${problem}`,
      kind,
      problem,
      messageKey: `identifier.${problem}`,
      params: { scheme: SCHEME_LABELS[kind], ...params },
    },
  }
}

/** Whether `kind` is one of the schemes a manifest may name. */
export function isIdentifierKind(kind: string): kind is IdentifierKind {
  return (IDENTIFIER_KINDS as readonly string[]).includes(kind)
}
