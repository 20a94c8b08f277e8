import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { compileManifest, type CompileResult } from '../compile.ts'

/** A revision git does not know, or one without a manifest: the caller's mistake, not the manifest's. */
export class RevisionError extends Error {}

const git = (repoDir: string, args: readonly string[]) =>
  execFileSync('git', ['-C', repoDir, ...args], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/**
 * Compiles the manifest as it was at `rev`: its manifest/ and schema/ are copied out of git into a
 * temporary folder, so the revision is judged by its own schema. Page modules are not looked for.
 */
export function compileManifestAtRevision(repoDir: string, rev: string): CompileResult {
  let commit: string
  try {
    commit = git(repoDir, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`])
      .toString()
      .trim()
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim()
    throw new RevisionError(`unknown git revision '${rev}'${stderr ? ` (${stderr.split('\n')[0]})` : ''}`)
  }
  const paths = git(repoDir, [
    'ls-tree',
    '-r',
    '--name-only',
    '-z',
    commit,
    '--',
    'manifest',
    'schema/manifest.schema.json',
  ])
    .toString()
    .split('\0')
    .filter((p) => p !== '')
  if (!paths.some((p) => p.startsWith('manifest/')))
    throw new RevisionError(`revision '${rev}' has no manifest/ folder`)
  if (!paths.includes('schema/manifest.schema.json'))
    throw new RevisionError(`revision '${rev}' has no schema/manifest.schema.json`)
  const rootDir = mkdtempSync(join(tmpdir(), 'tessera-manifest-'))
  try {
    const blobs = readBlobs(repoDir, commit, paths)
    paths.forEach((path, i) => {
      const target = join(rootDir, path)
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, blobs[i]!)
    })
    return compileManifest({ rootDir, checkPageModules: false })
  } finally {
    rmSync(rootDir, { recursive: true, force: true })
  }
}

/** The contents of `paths` at `commit`, read by one `git cat-file --batch` rather than a process per file. */
function readBlobs(repoDir: string, commit: string, paths: readonly string[]): Buffer[] {
  // ls-tree gave paths relative to repoDir; `rev:./path` reads them relative to it too, so a project
  // in a subfolder of its repository works.
  const input = paths.map((path) => `${commit}:./${path}\n`).join('')
  const out = execFileSync('git', ['-C', repoDir, 'cat-file', '--batch'], {
    input,
    maxBuffer: 64 * 1024 * 1024,
  })
  const blobs: Buffer[] = []
  let offset = 0
  for (const path of paths) {
    const headerEnd = out.indexOf(0x0a, offset)
    const [, type, size] = out.subarray(offset, headerEnd).toString().split(' ')
    if (type !== 'blob') throw new RevisionError(`cannot read ${path} at ${commit}`)
    const start = headerEnd + 1
    blobs.push(out.subarray(start, start + Number(size)))
    offset = start + Number(size) + 1
  }
  return blobs
}
