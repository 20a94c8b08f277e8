import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'

/** The validator of branch `index` of the oneOf that reported `oneOf` (an error of a verbose ajv). */
export type BranchValidator = (oneOf: ErrorObject, index: number) => ValidateFunction | undefined

/**
 * With allErrors, ajv reports a failed oneOf with the complaints of every branch: a guard written as
 * a rule also hears "is missing the field 'anyOf'", a level set given as a number hears both "must be
 * string" and "must be array". For each failed oneOf (outermost first) this validates the value
 * against each branch alone and keeps the errors of the branch the value was meant for: the one with
 * the fewest complaints about the value itself. When every branch refuses the kind of value, it
 * reports one error saying what the value may be ("must be a text or a list").
 */
export function pickOneOfBranches(
  errors: readonly ErrorObject[],
  data: unknown,
  branchValidator: BranchValidator,
): ErrorObject[] {
  // Outermost first; at the same value ajv lists the inner oneOf before the outer one.
  const outermost = errors
    .map((error, index) => ({ error, index }))
    .filter(({ error }) => error.keyword === 'oneOf' && !Array.isArray(error.params.passingSchemas))
    .sort((a, b) => a.error.instancePath.length - b.error.instancePath.length || b.index - a.index)
    .map(({ error }) => error)
  let kept = [...errors]
  const settled: string[] = []
  for (const oneOf of outermost) {
    const at = oneOf.instancePath
    if (settled.some((path) => isAtOrUnder(at, path))) continue
    const branches = branchErrors(oneOf, valueAt(data, at), branchValidator)
    if (!branches) continue
    settled.push(at)
    // Keep what the oneOf's own schema says besides the oneOf (e.g. a type next to it); replace the rest.
    kept = kept.filter(
      (e) =>
        !isAtOrUnder(e.instancePath, at) || (e.parentSchema === oneOf.parentSchema && e.keyword !== 'oneOf'),
    )
    kept.push(...chooseBranch(branches, at))
  }
  return kept.filter((e) => e.keyword !== 'oneOf' || Array.isArray(e.params.passingSchemas))
}

/** Each branch's own errors for the value, refined the same way and placed at the oneOf's path. */
function branchErrors(
  oneOf: ErrorObject,
  value: unknown,
  branchValidator: BranchValidator,
): ErrorObject[][] | undefined {
  const count = Array.isArray(oneOf.schema) ? oneOf.schema.length : 0
  const branches: ErrorObject[][] = []
  for (let i = 0; i < count; i++) {
    const validate = branchValidator(oneOf, i)
    if (!validate) return undefined
    if (validate(value)) return undefined
    const own = pickOneOfBranches(validate.errors ?? [], value, branchValidator)
    branches.push(own.map((e) => ({ ...e, instancePath: `${oneOf.instancePath}${e.instancePath}` })))
  }
  return branches.length > 0 ? branches : undefined
}

function chooseBranch(branches: ErrorObject[][], at: string): ErrorObject[] {
  if (
    branches.every((b) => b.length > 0 && b.every((e) => e.instancePath === at && VALUE_KINDS.has(e.keyword)))
  ) {
    const expected = [...new Set(branches.flatMap((b) => b.map(describeExpected)))].join(' or ')
    return [
      { ...branches[0]![0]!, keyword: 'expected', params: { expected }, message: `must be ${expected}` },
    ]
  }
  return branches.reduce((a, b) => (score(b, at) < score(a, at) ? b : a))
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

/** Lower is closer: refusing the kind of value weighs most, then complaints about its own fields. */
function score(branch: readonly ErrorObject[], at: string): number {
  return branch.reduce(
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

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === '') return data
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      data,
    )
}

function isAtOrUnder(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`)
}
