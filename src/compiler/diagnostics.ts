/** The fixed set of problem codes the compiler reports. A product owner reads these. */
export const DIAGNOSTIC_CODES = [
  'YAML_SYNTAX',
  'SCHEMA',
  'MISSING_SECTION',
  'DUPLICATE_ID',
  'DUPLICATE_PATH',
  'INVALID_LEVELS',
  'UNKNOWN_LEVEL',
  'UNKNOWN_GROUP',
  'UNKNOWN_FEATURE',
  'UNKNOWN_PAGE',
  'MISSING_PAGE_MODULE',
  'UNKNOWN_ICON',
  'UNKNOWN_ASSISTANT',
  'FAMILY_TENANT',
  'PARENT_TENANT',
  'PARAMS_MISMATCH',
  'MISSING_MESSAGE',
  'MENU_URL_NO_ROUTE',
  'MENU_WIDER_THAN_ROUTE',
  'MENU_NOT_A_GROUP',
  'UNKNOWN_MENU_TYPE',
  'EMPTY_MENU_GROUP',
  'MISSING_URL',
  'UNKNOWN_RESOURCE',
  'UNKNOWN_FIELD',
  'UNKNOWN_IDENTIFIER_KIND',
  'INVALID_FIELD',
  'REFERENCE_CYCLE',
  'TILE_VARIABLE',
  'UNKNOWN_VARIABLE',
  'INVALID_KEYWORD',
  'DUPLICATE_KEYWORD',
  'INVALID_OUTPUT_SCHEMA',
] as const

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number]

export interface Diagnostic {
  /** Path relative to the repository root, e.g. manifest/routes-admin.yaml. */
  readonly file: string
  readonly line: number
  readonly column: number
  readonly code: DiagnosticCode
  readonly message: string
}

/** `file:line:column CODE message`, one line per problem, as the CLI prints it. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`
}

/** The whole report: one line per problem, then `N manifest errors`. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const lines = [...diagnostics].sort(compareDiagnostics).map(formatDiagnostic)
  const count = diagnostics.length
  lines.push(`${count} manifest ${count === 1 ? 'error' : 'errors'}`)
  return lines.join('\n')
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return (
    a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code)
  )
}
