// Compiles manifest/ into src/generated/. `--check` writes nothing and fails when the files are stale.
import { fileURLToPath } from 'node:url'
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
if (checkOnly) {
  const stale = findStaleFiles(rootDir, result.files)
  if (stale.length > 0) {
    console.error(`src/generated/ is out of date with manifest/ (run npm run generate):\n  ${stale.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`src/generated/ is up to date (${result.files.length} files)`)
} else {
  const changed = writeEmittedFiles(rootDir, result.files)
  console.log(changed.length ? `wrote ${changed.join(', ')}` : `src/generated/ already up to date (${result.files.length} files)`)
}
