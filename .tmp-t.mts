import { compileManifest } from './src/compiler/compile.ts'
import { formatDiagnostics } from './src/compiler/diagnostics.ts'
const r = compileManifest({ rootDir: '/work/main', manifestDir: process.argv[2], checkPageModules: false })
console.log(r.ok ? 'OK' : formatDiagnostics(r.diagnostics))
