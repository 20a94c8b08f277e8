// One check for every request: no text the database cannot store. PostgreSQL refuses U+0000 in text
// and JSON, and a lone UTF-16 surrogate (half of an emoji) is no character at all (it turns into
// U+FFFD or an encoding error on the way), so both answered 500 wherever a string reached a query.
// Rather than a pattern on each string of the contract (a schema holds only one pattern, and
// free-form bodies such as a list row's fields have no string schemas), contract.ts puts the keyword
// `x-storable-text` on the root of every request part (params, querystring, body); it looks at every
// string and every property name below, and names the first bad one as a field error. Numbers get
// it too (and the root's check sees a query's numbers as the strings they were before coercion):
// a coerced "1e309" is Infinity, which passes Ajv's integer, minimum and maximum.
/// <reference lib="es2024.string" />
// String.prototype.isWellFormed (Node 20+); the server runs on Node 24.
import type { Ajv, SchemaValidateFunction } from 'ajv'

export const storableTextKeyword = 'x-storable-text'

/** U+0000, or a surrogate that is not half of a pair. */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why `text` cannot be stored, or undefined when it can. */
export function unstorableReason(text: string): string | undefined {
  // Native checks first: they scan a 40 MB upload body in about 5-20 ms, a regular expression in 100-300.
  if (text.indexOf('\u0000') < 0 && text.isWellFormed()) return undefined
  const found = UNSTORABLE.exec(text)
  if (!found) return undefined
  const at = `at character ${found.index + 1}`
  return found[0] === '\u0000'
    ? `must not contain the character U+0000 (${at})`
    : `must not contain an unpaired surrogate (${at}); send text as valid UTF-8`
}

const pointer = (path: readonly string[]) => path.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

interface Unstorable {
  readonly instancePath: string
  readonly reason: string
  /** The field error's code after the field name. */
  readonly code: 'invalidCharacter' | 'notFinite'
}

/** The first string, property name or number in `value` that cannot be stored, with its JSON pointer. */
export function findUnstorable(value: unknown, path: string[] = []): Unstorable | undefined {
  if (typeof value === 'string') {
    const reason = unstorableReason(value)
    return reason ? { instancePath: pointer(path), reason, code: 'invalidCharacter' } : undefined
  }
  // JSON's 1e309 and a query's "1e309" (coerced) are Infinity, which Ajv's maximum lets through.
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : { instancePath: pointer(path), reason: 'must be a finite number', code: 'notFinite' }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, [...path, String(index)])
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyReason = unstorableReason(key)
      if (keyReason) return { instancePath: pointer([...path, key]), reason: `name ${keyReason}`, code: 'invalidCharacter' }
      const found = findUnstorable(item, [...path, key])
      if (found) return found
    }
  }
  return undefined
}

const validateStorableText: SchemaValidateFunction = (_schema: boolean, data: unknown, _parent, context) => {
  const found = findUnstorable(data)
  // keyword names the field error's code: `email.invalidCharacter` (error-handler.ts).
  validateStorableText.errors = found
    ? [{ instancePath: `${context?.instancePath ?? ''}${found.instancePath}`, keyword: found.code, message: found.reason, params: {} }]
    : []
  return !found
}

/** The ajv plugin Fastify's request validation is built with (app.ts). */
export function addStorableTextKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({ keyword: storableTextKeyword, schemaType: 'boolean', errors: true, validate: validateStorableText })
}
