import { parseArgs } from 'node:util'
import type { CompiledManifest } from '../../shared/manifest/types.ts'
import { compileManifest, type CompileResult } from '../compile.ts'
import { formatDiagnostics } from '../diagnostics.ts'
import { diffAccess } from './diff.ts'
import { explainAccess } from './explain.ts'
import { compileManifestAtRevision, RevisionError } from './git-revision.ts'
import { formatMatrix, MATRIX_FORMATS, type MatrixFormat } from './matrix.ts'

export interface CliOutput {
  readonly exitCode: 0 | 1 | 2
  readonly stdout: string
  readonly stderr: string
}

export const USAGE = `usage: npm run manifest -- <command>
  check                                            compile the manifest and list every problem
  matrix [--format md|csv|json]                    who may open each route, see each menu entry, call each endpoint
  diff <git-rev>                                   access changes from <git-rev> to the working tree
  explain --role R --group G [--features a,b] <path>   why a user may or may not open <path>`

/** A mistake in how the command was called: exit code 2 and the usage. */
class UsageError extends Error {}

/** Runs one `npm run manifest -- ...` command against the manifest below rootDir. */
export function runManifestCli(argv: readonly string[], rootDir: string): CliOutput {
  const [command, ...rest] = argv
  try {
    switch (command) {
      case 'check':
        return runCheck(rest, rootDir)
      case 'matrix': {
        const format = matrixFormat(rest)
        return withManifest(compileManifest({ rootDir }), (m) => formatMatrix(m, format))
      }
      case 'diff':
        return runDiff(rest, rootDir)
      case 'explain':
        return runExplain(rest, rootDir)
      case undefined:
      case 'help':
      case '--help':
        return {
          exitCode: command === undefined ? 2 : 0,
          stdout: command === undefined ? '' : `${USAGE}\n`,
          stderr: command === undefined ? `${USAGE}\n` : '',
        }
      default:
        throw new UsageError(`unknown command '${command}'`)
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof RevisionError || isParseArgsError(error)) {
      return { exitCode: 2, stdout: '', stderr: `error: ${(error as Error).message}\n${USAGE}\n` }
    }
    throw error
  }
}

function runCheck(args: readonly string[], rootDir: string): CliOutput {
  parseArgs({ args: [...args], options: {}, allowPositionals: false, strict: true })
  return withManifest(compileManifest({ rootDir }), (m) => {
    const menuEntries = countEntries(m.sideMenu) + countEntries(m.profileMenu)
    const counts = [
      count(m.routes.length, 'route'),
      count(menuEntries, 'menu entry', 'menu entries'),
      count(m.endpoints.length, 'API endpoint'),
      count(m.groups.length, 'group'),
      count(m.levels.length, 'level'),
      count(m.features.length, 'feature'),
    ]
    return `manifest OK: ${counts.join(', ')}\n`
  })
}

function matrixFormat(args: readonly string[]): MatrixFormat {
  const { values } = parseArgs({
    args: [...args],
    options: { format: { type: 'string', default: 'md' } },
    strict: true,
  })
  const format = values.format as MatrixFormat
  if (!MATRIX_FORMATS.includes(format)) throw new UsageError(`unknown format '${format}' (md, csv or json)`)
  return format
}

function runDiff(args: readonly string[], rootDir: string): CliOutput {
  const { positionals } = parseArgs({ args: [...args], options: {}, allowPositionals: true, strict: true })
  if (positionals.length !== 1) throw new UsageError('diff needs exactly one git revision, e.g. diff main')
  const rev = positionals[0]!
  const before = compileManifestAtRevision(rootDir, rev)
  if (!before.ok) return failed(before, `the manifest at ${rev} does not compile:\n`)
  return withManifest(compileManifest({ rootDir, checkPageModules: false }), (after) =>
    diffAccess(before.manifest, after),
  )
}

function runExplain(args: readonly string[], rootDir: string): CliOutput {
  const { values, positionals } = parseArgs({
    args: [...args],
    options: {
      role: { type: 'string' },
      group: { type: 'string' },
      features: { type: 'string', default: '' },
    },
    allowPositionals: true,
    strict: true,
  })
  if (!values.role) throw new UsageError('explain needs --role')
  if (!values.group) throw new UsageError('explain needs --group')
  if (positionals.length !== 1 || !positionals[0]!.startsWith('/'))
    throw new UsageError('explain needs exactly one path starting with /, e.g. /ai-services/data-pool')
  const compiled = compileManifest({ rootDir })
  if (!compiled.ok) return failed(compiled)
  const m = compiled.manifest
  const features = values.features
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '')
  if (!m.levels.includes(values.role))
    throw new UsageError(`unknown role '${values.role}' (known: ${m.levels.join(', ')})`)
  if (!m.groups.includes(values.group))
    throw new UsageError(`unknown group '${values.group}' (known: ${m.groups.join(', ')})`)
  const unknown = features.filter((f) => !m.features.includes(f))
  if (unknown.length > 0)
    throw new UsageError(`unknown feature '${unknown.join("', '")}' (known: ${m.features.join(', ')})`)
  const explanation = explainAccess(m, { role: values.role, group: values.group, features }, positionals[0]!)
  return { exitCode: 0, stdout: `${explanation.lines.join('\n')}\n`, stderr: '' }
}

function withManifest(result: CompileResult, render: (manifest: CompiledManifest) => string): CliOutput {
  if (!result.ok) return failed(result)
  return { exitCode: 0, stdout: render(result.manifest), stderr: '' }
}

function failed(result: CompileResult, intro = ''): CliOutput {
  return { exitCode: 1, stdout: `${intro}${formatDiagnostics(result.diagnostics)}\n`, stderr: '' }
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

function countEntries(entries: CompiledManifest['sideMenu']): number {
  return entries.reduce((n, e) => n + 1 + (e.children ? countEntries(e.children) : 0), 0)
}

/** parseArgs reports an unknown option or a missing value as a TypeError with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): boolean {
  const code: unknown = error instanceof TypeError ? (error as unknown as { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')
}
