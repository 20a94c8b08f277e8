import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CompiledManifest } from '../shared/manifest/types.ts'
import { checkManifest } from './check.ts'
import type { Diagnostic } from './diagnostics.ts'
import { emitManifest, type EmittedFile } from './emit.ts'
import { loadManifest } from './load.ts'
import { mergeManifestFiles } from './merge.ts'
import { validateManifestFiles } from './validate.ts'

export interface CompileOptions {
  /** Repository root: manifest/, schema/ and src/ are looked up below it. */
  readonly rootDir: string
  /** Defaults to <rootDir>/manifest. */
  readonly manifestDir?: string
  /** Whether every page's module file must exist under src/client/features/. */
  readonly checkPageModules?: boolean
}

export type CompileResult =
  | { readonly ok: true; readonly manifest: CompiledManifest; readonly files: EmittedFile[]; readonly diagnostics: [] }
  | { readonly ok: false; readonly diagnostics: Diagnostic[] }

/**
 * load -> validate -> merge -> check -> emit. Every problem of a stage is collected; reference checks
 * run only on files that passed the schema, so they never guess at a malformed shape.
 */
export function compileManifest(options: CompileOptions): CompileResult {
  const manifestDir = options.manifestDir ?? join(options.rootDir, 'manifest')
  const schema = JSON.parse(readFileSync(join(options.rootDir, 'schema', 'manifest.schema.json'), 'utf8')) as object
  const loaded = loadManifest(manifestDir, options.rootDir)
  const schemaErrors = validateManifestFiles(loaded.files, schema)
  if (loaded.diagnostics.length + schemaErrors.length > 0) return { ok: false, diagnostics: [...loaded.diagnostics, ...schemaErrors] }
  const { merged, diagnostics: mergeErrors } = mergeManifestFiles(loaded.files)
  const checkOptions = options.checkPageModules === false ? {} : { srcDir: join(options.rootDir, 'src') }
  const { manifest, diagnostics } = checkManifest(merged, checkOptions)
  const all = [...mergeErrors, ...diagnostics]
  if (all.length > 0) return { ok: false, diagnostics: all }
  return { ok: true, manifest, files: emitManifest(manifest), diagnostics: [] }
}
