// The manifest CLI for product owners and CI: npm run manifest -- check | matrix | diff | explain.
// The commands live in src/compiler/access-report/; this file only connects them to the terminal.
import { fileURLToPath } from 'node:url'
import { runManifestCli } from '../src/compiler/access-report/cli.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const { exitCode, stdout, stderr } = runManifestCli(process.argv.slice(2), rootDir)
process.stdout.write(stdout)
process.stderr.write(stderr)
process.exitCode = exitCode
