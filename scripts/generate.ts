// Compiles manifest/ into src/generated/, and schema/openapi.yaml into src/generated/api-types.gen.ts
// (the browser's openapi-fetch types). `--check` writes nothing and fails when any file is stale.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { compileManifest } from '../src/compiler/compile.ts'
import { formatDiagnostics } from '../src/compiler/diagnostics.ts'
import { findStaleFiles, writeEmittedFiles } from '../src/compiler/write.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const checkOnly = process.argv.includes('--check')
const result = compileManifest({ rootDir })
if (!result.ok) {
  console.error(formatDiagnostics(result.diagnostics))
  process.exit(1)
}

/** API types from the contract, through openapi-typescript's programmatic API. */
async function emitApiTypes(): Promise<{ path: string; contents: string }> {
  const contract = readFileSync(new URL('../schema/openapi.yaml', import.meta.url), 'utf8')
  const ast = await openapiTS(contract)
  const header = '// Generated from schema/openapi.yaml by openapi-typescript (scripts/generate.ts) - do not edit.\n// Regenerate with: npm run generate\n/* eslint-disable */\n\n'
  return { path: 'src/generated/api-types.gen.ts', contents: header + astToString(ast) }
}
const files = [...result.files, await emitApiTypes()]

if (checkOnly) {
  const stale = findStaleFiles(rootDir, files)
  if (stale.length > 0) {
    console.error(`src/generated/ is out of date with manifest/ or schema/openapi.yaml (run npm run generate):\n  ${stale.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`src/generated/ is up to date (${files.length} files)`)
} else {
  const changed = writeEmittedFiles(rootDir, files)
  console.log(changed.length ? `wrote ${changed.join(', ')}` : `src/generated/ already up to date (${files.length} files)`)
}
