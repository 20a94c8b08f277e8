import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import { isMap, isScalar } from 'yaml'
import type { Diagnostic } from './diagnostics.ts'
import { diagnosticAt, type ManifestFile } from './load.ts'
import { describeType, pickOneOfBranches, type BranchValidator } from './schema-errors.ts'

// Compiling the schema is the slowest step of a compile; `diff` and the tests compile the same
// schema again and again, so each distinct schema text is compiled once per process.
interface CompiledSchema {
  readonly validate: ValidateFunction
  readonly branchValidator: BranchValidator
}
const compiledSchemas = new Map<string, CompiledSchema>()

function compileSchema(schema: object): CompiledSchema {
  const key = JSON.stringify(schema)
  const cached = compiledSchemas.get(key)
  if (cached) return cached
  // verbose: errors carry their schema, for descriptions and for telling oneOf branches apart.
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true })
  const validate = ajv.compile(schema)
  const id = (schema as { $id?: string }).$id ?? ''
  const pointers = indexSchemaObjects(schema)
  const branchValidator: BranchValidator = (oneOf, index) => {
    const pointer = pointers.get(oneOf.parentSchema as object)
    return pointer === undefined || id === '' ? undefined : ajv.getSchema(`${id}#${pointer}/oneOf/${index}`)
  }
  const compiled = { validate, branchValidator }
  compiledSchemas.set(key, compiled)
  return compiled
}

/** JSON pointer of every object inside the schema, to find where a reported keyword lives. */
function indexSchemaObjects(schema: object): Map<object, string> {
  const pointers = new Map<object, string>()
  const walk = (node: unknown, pointer: string) => {
    if (node === null || typeof node !== 'object' || pointers.has(node)) return
    pointers.set(node, pointer)
    for (const [key, child] of Object.entries(node))
      walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
  }
  walk(schema, '')
  return pointers
}

/** Validates each file against schema/manifest.schema.json, collecting every error of every file. */
export function validateManifestFiles(files: readonly ManifestFile[], schema: object): Diagnostic[] {
  const { validate, branchValidator } = compileSchema(schema)
  const diagnostics: Diagnostic[] = []
  for (const source of files) {
    if (validate(source.data)) continue
    const seen = new Set<string>()
    for (const error of pickOneOfBranches(validate.errors ?? [], source.data, branchValidator)) {
      const path = pointerToPath(error.instancePath)
      const message = `${describePath(path)} ${describeError(error)}`
      if (seen.has(message)) continue
      seen.add(message)
      const unknownKey =
        error.keyword === 'additionalProperties' ? String(error.params.additionalProperty) : undefined
      diagnostics.push(
        unknownKey
          ? diagnosticAtKey(source, path, unknownKey, message)
          : diagnosticAt(source, path, 'SCHEMA', message),
      )
    }
  }
  return diagnostics
}

/** Points at the key itself (`grups:`), not at its value. */
function diagnosticAtKey(
  source: ManifestFile,
  path: readonly (string | number)[],
  key: string,
  message: string,
): Diagnostic {
  const parent: unknown = source.doc.getIn(path, true)
  const pair = isMap(parent)
    ? parent.items.find((p) => isScalar(p.key) && String(p.key.value) === key)
    : undefined
  if (pair && isScalar(pair.key) && pair.key.range) {
    const pos = source.lineCounter.linePos(pair.key.range[0])
    return { file: source.file, line: pos.line, column: pos.col, code: 'SCHEMA', message }
  }
  return diagnosticAt(source, [...path, key], 'SCHEMA', message)
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
}

function describePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'file'
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')
}

function describeError(error: ErrorObject): string {
  switch (error.keyword) {
    case 'additionalProperties':
      return `has unknown field '${String(error.params.additionalProperty)}'`
    case 'required':
      return `is missing the field '${String(error.params.missingProperty)}'`
    case 'enum':
      return `must be one of ${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    case 'pattern':
      // verbose errors carry the schema, whose description says the form in words.
      return `does not have the expected form: ${describeForm(error)}`
    case 'type':
      return `must be ${describeType(String(error.params.type))}`
    case 'expected':
      return `must be ${String(error.params.expected)}`
    case 'propertyNames':
      return `has a key of the wrong form`
    default:
      return error.message ?? 'is invalid'
  }
}

function describeForm(error: ErrorObject): string {
  const description = (error.parentSchema as { description?: unknown } | undefined)?.description
  return typeof description === 'string' ? description : `it must match ${String(error.params.pattern)}`
}
