import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileManifest } from '../compile.ts'
import { computeAccessMap } from './access-map.ts'
import { formatMatrix, matrixCell } from './matrix.ts'

const rootDir = fileURLToPath(new URL('../../..', import.meta.url))
const compiled = compileManifest({
  rootDir,
  manifestDir: `${rootDir}/tests/fixtures/manifest/valid`,
  checkPageModules: false,
})
if (!compiled.ok) throw new Error('the valid fixture does not compile')
const manifest = compiled.manifest

describe('matrix cells', () => {
  const map = computeAccessMap(manifest)
  const route = (id: string) => map.entries.find((e) => e.kind === 'route' && e.id === id)!
  const menu = (id: string) => map.entries.find((e) => e.kind === 'menu' && e.id === id)!

  it.each([
    ['route', 'reports', 'HQ', 'ADMIN', '✓'],
    ['route', 'reports', 'HQ', 'READ', '–'],
    ['route', 'registration', 'HQ', 'ROOT', '✓'],
    ['route', 'registration', 'HQ', 'ADMIN', '–'],
    ['route', 'chatbot', 'ACME', 'READ', 'with expertMode'],
    ['route', 'chatbot', 'ACME', 'ROOT', '✓'],
    ['route', 'lab', 'SOLO', 'READ', 'with betaTools'],
    ['route', 'login', 'SOLO', 'READ', '✓'],
    // A menu entry counts only when its parents show: the collapse needs ADMIN and something inside.
    ['menu', 'chatbots', 'ACME', 'ADMIN', 'with expertMode'],
    ['menu', 'chatbot', 'ACME', 'READ', '–'],
    ['menu', 'administration', 'SOLO', 'ADMIN', '–'],
    ['menu', 'images', 'HQ', 'ADMIN', '–'],
  ] as const)('%s %s for %s %s: %s', (kind, id, group, level, cell) => {
    expect(matrixCell(map, kind === 'route' ? route(id) : menu(id), group, level)).toBe(cell)
  })
})

describe('formatMatrix', () => {
  it('md: one section per group, with tables of open routes, shown menu entries and open endpoints', () => {
    const md = formatMatrix(manifest, 'md')
    expect(md).toContain('## ACME (Acme)\n\n### Routes (5 of 7 open)\n\n| Route | ROOT | ADMIN | READ |')
    expect(md).toContain('| `/chatbot/$assistantId` | ✓ | with expertMode | with expertMode |')
    expect(md).toContain('| Administration › Chatbots › Chatbot | ✓ | with expertMode | – |')
    expect(md).toContain(
      'Closed to every level of SOLO: `/admin/registration`, `/chatbot/$assistantId`, `/reports`',
    )
    expect(md).toContain(
      '### API endpoints (1 of 2 open)\n\n| Endpoint | ROOT | ADMIN | READ |\n|---|---|---|---|\n| `GET /api/health` | ✓ | ✓ | ✓ |',
    )
    expect(md.match(/^## /gm)).toHaveLength(3)
  })

  it('csv: one row per entry x user, with a header', () => {
    const lines = formatMatrix(manifest, 'csv').trimEnd().split('\n')
    expect(lines[0]).toBe('kind,id,path,title,group,level,features,open')
    // 7 routes + 10 menu entries + 2 endpoints, 3 groups x 3 levels x 4 feature sets
    expect(lines).toHaveLength(1 + 19 * 36)
    expect(lines).toContain('route,chatbot,/chatbot/$assistantId,Chatbot,ACME,READ,expertMode+betaTools,true')
    expect(lines).toContain('route,chatbot,/chatbot/$assistantId,Chatbot,ACME,READ,betaTools,false')
    expect(lines).toContain(
      'menu,chatbot,/chatbot/acme-all,Administration › Chatbots › Chatbot,ACME,ADMIN,expertMode,true',
    )
  })

  it('json: every entry with the users it is open to', () => {
    const data = JSON.parse(formatMatrix(manifest, 'json')) as {
      groups: string[]
      entries: { kind: string; id: string; openTo: { group: string; level: string; features: string[] }[] }[]
    }
    expect(data.groups).toEqual(['HQ', 'ACME', 'SOLO'])
    const registration = data.entries.find((e) => e.kind === 'route' && e.id === 'registration')
    expect(registration?.openTo).toEqual(
      [[], ['expertMode'], ['betaTools'], ['expertMode', 'betaTools']].map((features) => ({
        group: 'HQ',
        level: 'ROOT',
        features,
      })),
    )
  })
})
