import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import type { Diagnostic } from './diagnostics.ts'
import { diagnosticAt, type ManifestFile } from './load.ts'
import { describeType, pickOneOfBranches } from './schema-errors.ts'

// Compiling the schema is the slowest step of a compile; `diff` and the tests compile the same
// schema again and again, so each distinct schema text is compiled once per process.
const compiledSchemas = new Map<string, ValidateFunction>()

function compileSchema(schema: object): ValidateFunction {
  const key = JSON.stringify(schema)
  let validate = compiledSchemas.get(key)
  if (!validate) {
    validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true }).compile(schema)
    compiledSchemas.set(key, validate)
  }
  return validate
}

/** Validates each file against schema/manifest.schema.json, collecting every error of every file. */
export function validateManifestFiles(files: readonly ManifestFile[], schema: object): Diagnostic[] {
  const validate = compileSchema(schema)
  const diagnostics: Diagnostic[] = []
  for (const source of files) {
    if (validate(source.data)) continue
    const seen = new Set<string>()
    for (const error of pickOneOfBranches(validate.errors ?? [])) {
      const path = pointerToPath(error.instancePath)
      const message = `${describePath(path)} ${describeError(error)}`
      if (seen.has(message)) continue
      seen.add(message)
      const at = error.keyword === 'additionalProperties' ? [...path, String(error.params.additionalProperty)] : path
      diagnostics.push(diagnosticAt(source, at, 'SCHEMA', message))
    }
  }
  return diagnostics
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
