import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type {
  AccessRule,
  CompiledManifest,
  CompiledMenuEntry,
  CompiledRoute,
  Guard,
} from '../../shared/manifest/types.ts'
import { compileManifest } from '../compile.ts'
import { diffAccess } from './diff.ts'

const rootDir = fileURLToPath(new URL('../../..', import.meta.url))
const compiled = compileManifest({
  rootDir,
  manifestDir: `${rootDir}/tests/fixtures/manifest/valid`,
  checkPageModules: false,
})
if (!compiled.ok) throw new Error('the valid fixture does not compile')
const before = compiled.manifest

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] }
/** A copy of the fixture manifest with a change applied. */
function changed(edit: (m: Mutable<CompiledManifest>) => void): CompiledManifest {
  const copy = structuredClone(before) as Mutable<CompiledManifest>
  edit(copy)
  return copy
}
const guard = (rule: AccessRule) => ({ anyOf: [rule] }) satisfies Guard
const setRouteAccess = (m: Mutable<CompiledManifest>, id: string, access: Guard) => {
  const i = m.routes.findIndex((r) => r.id === id)
  m.routes[i] = { ...m.routes[i]!, access }
}

describe('diffAccess', () => {
  it('says so when nothing changes', () => {
    expect(diffAccess(before, before)).toBe('No access changes.\n')
  })

  it('names who gains a route, by level, group and feature', () => {
    const after = changed((m) => setRouteAccess(m, 'reports', guard({ groups: ['HQ'] })))
    expect(diffAccess(before, after)).toBe('**Routes**\n\n- READ users of HQ gain /reports\n')
  })

  it('names who loses a route, with the feature they need', () => {
    const after = changed((m) =>
      setRouteAccess(
        m,
        'chatbot',
        guard({ levels: ['ROOT', 'ADMIN'], groups: ['ACME'], feature: 'expertMode' }),
      ),
    )
    expect(diffAccess(before, after)).toBe(
      '**Routes**\n\n- READ users of ACME with expertMode lose /chatbot/$assistantId\n',
    )
  })

  it('reports new and removed routes with who they are open to', () => {
    const audit: CompiledRoute = {
      id: 'audit',
      path: '/audit',
      params: [],
      page: 'home',
      title: 'page.home',
      public: false,
      layout: 'main',
      access: guard({ levels: ['ROOT', 'ADMIN'] }),
    }
    const after = changed((m) => {
      m.routes = [...m.routes.filter((r) => r.id !== 'lab'), audit]
    })
    expect(diffAccess(before, after)).toBe(
      [
        '**Routes**',
        '',
        '- Route /audit (audit) is new, open to ROOT and ADMIN users of every group.',
        '- Route /lab (lab) is removed; it was open to ROOT users of every group; ADMIN and READ users of every group with betaTools.',
        '',
      ].join('\n'),
    )
  })

  it('reports menu entries by title, including what a parent hides', () => {
    const after = changed((m) => {
      const administration = m.sideMenu[1] as Mutable<CompiledMenuEntry>
      m.sideMenu[1] = { ...administration, access: guard({ levels: ['ROOT'] }) }
    })
    expect(diffAccess(before, after)).toBe(
      [
        '**Menu**',
        '',
        "- ADMIN users of HQ lose menu entry 'Administration'",
        "- ADMIN users of ACME with expertMode lose menu entry 'Administration'",
        "- ADMIN users of HQ lose menu entry 'Reports'",
        "- ADMIN users of ACME with expertMode lose menu entry 'Chatbots'",
        "- ADMIN users of ACME with expertMode lose menu entry 'Chatbot'",
        '',
      ].join('\n'),
    )
  })

  it('reports API endpoints too', () => {
    const after = changed((m) => {
      const i = m.endpoints.findIndex((e) => e.id === 'reports-list')
      m.endpoints[i] = {
        ...m.endpoints[i]!,
        access: guard({ groups: ['HQ', 'ACME'], levels: ['ROOT', 'ADMIN'] }),
      }
    })
    expect(diffAccess(before, after)).toBe(
      '**API endpoints**\n\n- ROOT and ADMIN users of ACME gain GET /api/reports\n',
    )
  })

  it('reports a route that moves, and new groups and features', () => {
    const after = changed((m) => {
      const i = m.routes.findIndex((r) => r.id === 'reports')
      m.routes[i] = { ...m.routes[i]!, path: '/admin/reports' }
      m.groups = [...m.groups, 'NEWCO']
      m.features = [...m.features, 'labs']
    })
    const text = diffAccess(before, after)
    expect(text).toContain(
      '**Groups, levels and features**\n\n- Group NEWCO is new; its users are not compared below.\n- Feature labs is new.',
    )
    expect(text).toContain('- Route reports moves from /reports to /admin/reports.')
  })
})
