// The manifest CLI end to end on a throwaway repository holding the valid fixture: check, matrix,
// explain, diff against a git revision, and the usage errors (exit code 2).
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runManifestCli } from '../src/compiler/access-report/cli.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
let root = ''
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=fixture', '-c', 'user.email=fixture@example.com', ...args], {
    cwd: root,
    stdio: 'pipe',
  })
const cli = (...argv: string[]) => runManifestCli(argv, root)
const routesFile = () => join(root, 'manifest', 'routes.yaml')

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tessera-manifest-cli-'))
  cpSync(join(repoRoot, 'tests/fixtures/manifest/valid'), join(root, 'manifest'), {
    recursive: true,
    filter: (src) => !src.includes('expected'),
  })
  mkdirSync(join(root, 'schema'))
  cpSync(join(repoRoot, 'schema/manifest.schema.json'), join(root, 'schema/manifest.schema.json'))
  mkdirSync(join(root, 'src/client/features/fixture/pages'), { recursive: true })
  for (const page of ['home-page', 'login-page'])
    writeFileSync(join(root, `src/client/features/fixture/pages/${page}.tsx`), '')
  git('init', '--quiet')
  git('add', '.')
  git('commit', '--quiet', '-m', 'fixture')
})

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('check', () => {
  it('prints a one-line summary and exits 0 on a good manifest', () => {
    expect(cli('check')).toEqual({
      exitCode: 0,
      stdout: 'manifest OK: 7 routes, 10 menu entries, 2 API endpoints, 3 groups, 3 levels, 2 features\n',
      stderr: '',
    })
  })

  it('prints file:line:column CODE message, then the count, and exits 1 on a broken one', () => {
    const original = readFileSync(routesFile(), 'utf8')
    writeFileSync(routesFile(), original.replace('groups: [HQ] } }', 'groups: [HQ, NOBODY] } }'))
    try {
      const out = cli('check')
      expect(out.exitCode).toBe(1)
      expect(out.stdout).toBe(
        "manifest/routes.yaml:5:111 UNKNOWN_GROUP unknown group 'NOBODY' (known: HQ, ACME, SOLO)\n1 manifest error\n",
      )
    } finally {
      writeFileSync(routesFile(), original)
    }
  })
})

describe('matrix', () => {
  it('prints markdown by default, csv and json on request', () => {
    expect(cli('matrix').stdout).toMatch(/^# Access matrix\n/)
    expect(cli('matrix', '--format', 'csv').stdout).toMatch(/^kind,id,path,title,group,level,features,open\n/)
    expect(JSON.parse(cli('matrix', '--format=json').stdout)).toHaveProperty('entries')
  })
})

describe('explain', () => {
  it('starts with allowed or denied and exits 0 either way', () => {
    expect(cli('explain', '--role', 'ADMIN', '--group', 'HQ', '/reports')).toMatchObject({
      exitCode: 0,
      stdout: expect.stringMatching(/^allowed: route 'reports'/),
    })
    expect(
      cli('explain', '--role', 'READ', '--group', 'ACME', '--features', 'betaTools', '/chatbot/acme-all'),
    ).toMatchObject({
      exitCode: 0,
      stdout: expect.stringMatching(/^denied: .*feature expertMode is not held/),
    })
    expect(
      cli(
        'explain',
        '--role',
        'READ',
        '--group',
        'ACME',
        '--features',
        'betaTools,expertMode',
        '/chatbot/acme-all',
      ).stdout,
    ).toMatch(/^allowed: /)
  })
})

describe('diff', () => {
  it('says there is nothing to report when the working tree matches the revision', () => {
    expect(cli('diff', 'HEAD')).toEqual({ exitCode: 0, stdout: 'No access changes.\n', stderr: '' })
  })

  it('reads the manifest of the revision from git and compares the working tree with it', () => {
    const original = readFileSync(routesFile(), 'utf8')
    writeFileSync(
      routesFile(),
      original.replace('access: { levels: fromAdmin, groups: [HQ] } }', 'access: { groups: [HQ] } }'),
    )
    try {
      expect(cli('diff', 'HEAD')).toEqual({
        exitCode: 0,
        stdout: '**Routes**\n\n- READ users of HQ gain /reports\n',
        stderr: '',
      })
    } finally {
      writeFileSync(routesFile(), original)
    }
  })

  it('exits 1 with the errors when the manifest at the revision does not compile', () => {
    const original = readFileSync(routesFile(), 'utf8')
    writeFileSync(routesFile(), original.replace('page: home, title: page.lab', 'page: lab, title: page.lab'))
    git('commit', '--quiet', '-am', 'broken')
    writeFileSync(routesFile(), original)
    const out = cli('diff', 'HEAD')
    expect(out.exitCode).toBe(1)
    expect(out.stdout).toBe(
      "the manifest at HEAD does not compile:\nmanifest/routes.yaml:16:34 UNKNOWN_PAGE unknown page 'lab' (define it under pages)\n1 manifest error\n",
    )
    expect(cli('diff', 'HEAD~1').stdout).toBe('No access changes.\n')
  })
})

describe('usage errors exit 2 with a clear message', () => {
  it.each([
    [[], 'usage: npm run manifest'],
    [['deploy'], "unknown command 'deploy'"],
    [['matrix', '--format', 'xml'], "unknown format 'xml' (md, csv or json)"],
    [['diff'], 'diff needs exactly one git revision'],
    [['diff', 'no-such-branch'], "unknown git revision 'no-such-branch'"],
    [['explain', '--group', 'HQ', '/'], 'explain needs --role'],
    [['explain', '--role', 'READ', '/'], 'explain needs --group'],
    [['explain', '--role', 'READ', '--group', 'HQ'], 'explain needs exactly one path'],
    [['explain', '--role', 'BOSS', '--group', 'HQ', '/'], "unknown role 'BOSS' (known: ROOT, ADMIN, READ)"],
    [['explain', '--role', 'READ', '--group', 'BPI', '/'], "unknown group 'BPI' (known: HQ, ACME, SOLO)"],
    [
      ['explain', '--role', 'READ', '--group', 'HQ', '--features', 'expertMode,turbo', '/'],
      "unknown feature 'turbo' (known: expertMode, betaTools)",
    ],
    [['explain', '--role', 'READ', '--group', 'HQ', '--colour', '/'], "Unknown option '--colour'"],
  ])('%j', (argv, message) => {
    const out = cli(...argv)
    expect(out.exitCode).toBe(2)
    expect(out.stdout).toBe('')
    expect(out.stderr).toContain(message)
  })
})
