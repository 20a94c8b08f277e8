// Compiler fixtures: each folder of tests/fixtures/manifest/ is a manifest in and its exact output out.
// A broken manifest lists the CLI's lines in expected-errors.txt; the valid one its generated files in
// expected/. After an intended change of output, refresh them with UPDATE_FIXTURES=1 and review the diff.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileManifest } from '../src/compiler/compile.ts'
import { DIAGNOSTIC_CODES, formatDiagnostics } from '../src/compiler/diagnostics.ts'
import { findStaleFiles } from '../src/compiler/write.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const fixturesDir = join(rootDir, 'tests', 'fixtures', 'manifest')
const update = process.env.UPDATE_FIXTURES === '1'
// Only this fixture looks for page modules on disk; the others name pages that exist nowhere.
const CHECKS_PAGE_MODULES = new Set(['missing-page-module'])

const errorCases = readdirSync(fixturesDir).filter((name) =>
  existsSync(join(fixturesDir, name, 'expected-errors.txt')),
)

function compileFixture(name: string) {
  return compileManifest({
    rootDir,
    manifestDir: join(fixturesDir, name),
    checkPageModules: CHECKS_PAGE_MODULES.has(name),
  })
}

function expectFile(path: string, actual: string) {
  if (update) writeFileSync(path, actual)
  expect(actual).toBe(readFileSync(path, 'utf8'))
}

describe('broken manifests', () => {
  it.each(errorCases)('%s prints exactly its expected errors', (name) => {
    const result = compileFixture(name)
    expect(result.ok).toBe(false)
    expectFile(join(fixturesDir, name, 'expected-errors.txt'), `${formatDiagnostics(result.diagnostics)}\n`)
  })

  it.each([...DIAGNOSTIC_CODES])('%s has a fixture that reports it with file, line and column', (code) => {
    const name = code.toLowerCase().replace(/_/g, '-')
    expect(errorCases).toContain(name)
    const lines = readFileSync(join(fixturesDir, name, 'expected-errors.txt'), 'utf8')
      .trimEnd()
      .split('\n')
    expect(
      lines.some((line) =>
        new RegExp(`^tests/fixtures/manifest/${name}/[\\w/.-]+\\.yaml:\\d+:\\d+ ${code} `).test(line),
      ),
    ).toBe(true)
    expect(lines.at(-1)).toMatch(/^\d+ manifest errors?$/)
  })

  it.each([...DIAGNOSTIC_CODES])('%s is explained in docs/manifest.md', (code) => {
    expect(readFileSync(join(rootDir, 'docs', 'manifest.md'), 'utf8')).toContain(`\`${code}\``)
  })
})

describe('the valid fixture', () => {
  it('compiles to exactly the files in expected/', () => {
    const result = compileFixture('valid')
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics))
    const expectedDir = join(fixturesDir, 'valid', 'expected')
    if (update) mkdirSync(expectedDir, { recursive: true })
    for (const file of result.files)
      expectFile(join(expectedDir, `${basename(file.path)}.txt`), file.contents)
    const names = result.files.map((file) => `${basename(file.path)}.txt`)
    expect(names.sort()).toEqual(readdirSync(expectedDir).sort())
  })

  it('compiles to the same bytes every time', () => {
    const first = compileFixture('valid')
    const second = compileFixture('valid')
    expect(first.ok && second.ok && first.files).toEqual(second.ok && second.files)
  })
})

describe('the real manifest', () => {
  const result = compileManifest({ rootDir })

  it('compiles with 0 errors', () => {
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toBe('')
  })

  it('matches the committed src/generated/ (npm run generate:check is clean)', () => {
    expect(result.ok && findStaleFiles(rootDir, result.files)).toEqual([])
  })
})
