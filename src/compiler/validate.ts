import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import type { Diagnostic } from './diagnostics.ts'
import { diagnosticAt, type ManifestFile } from './load.ts'

/** Validates each file against schema/manifest.schema.json, collecting every error of every file. */
export function validateManifestFiles(files: readonly ManifestFile[], schema: object): Diagnostic[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true })
  const validate = ajv.compile(schema)
  const diagnostics: Diagnostic[] = []
  for (const source of files) {
    if (validate(source.data)) continue
    const seen = new Set<string>()
    for (const error of simplify(validate.errors ?? [])) {
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

/** oneOf failures repeat every branch's complaint; keep the branch errors that say most. */
function simplify(errors: readonly ErrorObject[]): ErrorObject[] {
  const specific = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'if')
  return specific.length > 0 ? specific : [...errors]
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
      return `does not have the expected form (${error.schema as string})`
    case 'propertyNames':
      return `has a key of the wrong form`
    default:
      return error.message ?? 'is invalid'
  }
}
