import type { ErrorObject } from 'ajv/dist/2020.js'

/**
 * With allErrors, ajv reports a failed oneOf with the complaints of every branch: a guard written as
 * a rule also hears "is missing the field 'anyOf'", a level set given as a number hears both "must be
 * string" and "must be array". Per failed oneOf this keeps the branch the data was meant for (the one
 * with the fewest complaints about the value itself), or, when every branch refuses the kind of
 * value, one error saying what it may be ("must be a text or a list").
 *
 * ajv lists a oneOf's error after its branches' errors, so walking in order settles inner oneOfs
 * before the ones around them. Errors of inline branches carry the oneOf's schema path plus the
 * branch index; errors of `$ref` branches carry the referenced schema's own path, so what is left
 * under the oneOf's value (and not in a branch of a oneOf still to come) is the `$ref` branches' group.
 */
export function pickOneOfBranches(errors: readonly ErrorObject[]): ErrorObject[] {
  const oneOfs = errors.filter((e) => e.keyword === 'oneOf')
  let kept = [...errors]
  oneOfs.forEach((oneOf, k) => {
    // Several branches passing is a real ambiguity: keep ajv's own message for it.
    if (Array.isArray(oneOf.params.passingSchemas)) return
    const at = oneOf.instancePath
    const later = oneOfs.slice(k + 1)
    const groups = new Map<string, ErrorObject[]>()
    for (const error of kept) {
      if (error.keyword === 'oneOf' || !isAtOrUnder(error.instancePath, at)) continue
      const branch =
        branchOf(error, oneOf) ?? (later.some((o) => branchOf(error, o) !== undefined) ? undefined : 'ref')
      if (branch !== undefined) groups.set(branch, [...(groups.get(branch) ?? []), error])
    }
    const candidates = [...groups.values()]
    if (candidates.length < 2) return
    const dropped = new Set(candidates.flat())
    kept = kept.filter((e) => !dropped.has(e))
    if (candidates.every((g) => g.every((e) => e.instancePath === at && VALUE_KINDS.has(e.keyword)))) {
      const expected = [...new Set(candidates.flatMap((g) => g.map(describeExpected)))].join(' or ')
      kept.push({
        ...candidates[0]![0]!,
        keyword: 'expected',
        params: { expected },
        message: `must be ${expected}`,
      })
      return
    }
    kept.push(...candidates.reduce((a, b) => (score(b, at) < score(a, at) ? b : a)))
  })
  const specific = kept.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if')
  return specific.length > 0 ? specific : kept
}

/** JSON Schema type names in a product owner's words. */
export function describeType(type: string): string {
  const words: Record<string, string> = {
    string: 'a text',
    array: 'a list',
    object: 'a map of fields',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    null: 'empty',
  }
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ')
}

const VALUE_KINDS = new Set(['type', 'enum', 'const', 'expected'])

/** The index of the inline branch of `oneOf` that reported `error`, if it is one. */
function branchOf(error: ErrorObject, oneOf: ErrorObject): string | undefined {
  if (!error.schemaPath.startsWith(`${oneOf.schemaPath}/`)) return undefined
  const branch = error.schemaPath.slice(oneOf.schemaPath.length + 1).split('/')[0]
  return branch !== undefined && /^\d+$/.test(branch) ? branch : undefined
}

/** Lower is closer: refusing the kind of value weighs most, then complaints about its own fields. */
function score(group: readonly ErrorObject[], at: string): number {
  return group.reduce(
    (sum, e) => sum + (e.instancePath !== at ? 1 : VALUE_KINDS.has(e.keyword) ? 100 : 10),
    0,
  )
}

/** What a value-kind error expects, in words. */
function describeExpected(error: ErrorObject): string {
  if (error.keyword === 'expected') return String(error.params.expected)
  if (error.keyword === 'enum')
    return (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')
  if (error.keyword === 'const') return JSON.stringify(error.params.allowedValue)
  return describeType(String(error.params.type))
}

function isAtOrUnder(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`)
}
