// The menu as one user sees it: restrictions apply to children, empty groups disappear, unknown
// entry types stay so the menu can draw them as errors (spec sections 2 and 6).
import { describe, expect, it } from 'vitest'
import type { AccessUser, CompiledMenuEntry, Guard } from '../../src/shared/manifest/types.ts'
import { filterMenu, flattenMenuItems } from '../../src/shared/policy/filter-menu.ts'

const user = (role: string, group: string, features: string[] = []): AccessUser => ({ role, group, features })
const item = (id: string, access: Guard = null): CompiledMenuEntry => ({
  id,
  type: 'item',
  title: id,
  url: `/${id}`,
  access,
})
const container = (
  id: string,
  type: 'group' | 'collapse',
  children: CompiledMenuEntry[],
  access: Guard = null,
): CompiledMenuEntry => ({ id, type, title: id, access, children })
const ids = (entries: readonly CompiledMenuEntry[]): string[] =>
  entries.flatMap((e) => [e.id, ...(e.children ? ids(e.children) : [])])

const menu: CompiledMenuEntry[] = [
  container('tools', 'group', [
    item('dashboard'),
    item('bpi-ai', { anyOf: [{ groups: ['BPI'] }] }),
    item('expert', { anyOf: [{ feature: 'expertMode' }] }),
  ]),
  container('admin', 'group', [item('users', { anyOf: [{ groups: ['PARENT'] }] })], {
    anyOf: [{ levels: ['ROOT', 'ADMIN'] }],
  }),
  container('ai', 'group', [
    container(
      'internal',
      'collapse',
      [
        item('bpi-internal', { anyOf: [{ groups: ['BPI'] }] }),
        item('igepha-internal', { anyOf: [{ groups: ['IGEPHA'] }] }),
      ],
      { anyOf: [{ levels: ['ROOT', 'ADMIN', 'WRITE'] }] },
    ),
    item('chat'),
  ]),
]

describe('filterMenu', () => {
  it('shows unrestricted entries to every signed-in user', () => {
    expect(ids(filterMenu(menu, user('READ', 'ALEXION')))).toEqual(['tools', 'dashboard', 'ai', 'chat'])
  })

  it('shows nothing to a missing user', () => {
    expect(filterMenu(menu, null)).toEqual([])
  })

  it('applies each entry its own rules: group and feature', () => {
    expect(ids(filterMenu(menu, user('READ', 'BPI', ['expertMode'])))).toEqual([
      'tools',
      'dashboard',
      'bpi-ai',
      'expert',
      'ai',
      'chat',
    ])
  })

  it("applies a parent's restriction to everything below it", () => {
    // READ of BPI passes bpi-internal's own rule but not its collapse's level rule.
    expect(ids(filterMenu(menu, user('READ', 'BPI')))).not.toContain('bpi-internal')
    expect(ids(filterMenu(menu, user('WRITE', 'BPI')))).toContain('bpi-internal')
  })

  it('hides a group or collapse whose entries are all hidden', () => {
    // ADMIN of DEMO passes the admin group's rule, but not its only item's; WRITE of NERES passes
    // the collapse's rule, but neither chatbot's.
    expect(ids(filterMenu(menu, user('ADMIN', 'DEMO')))).not.toContain('admin')
    expect(ids(filterMenu(menu, user('WRITE', 'NERES')))).not.toContain('internal')
    expect(ids(filterMenu(menu, user('ADMIN', 'PARENT')))).toContain('admin')
  })

  it('hides a group or collapse with no children at all', () => {
    expect(
      filterMenu(
        [container('empty', 'group', []), { id: 'bare', type: 'collapse', title: 'bare', access: null }],
        user('ROOT', 'PARENT'),
      ),
    ).toEqual([])
  })

  it('keeps entries of unknown type, so the menu can show them as errors', () => {
    const odd: CompiledMenuEntry = { id: 'odd', type: 'link', title: 'odd', access: null }
    expect(
      ids(filterMenu([odd, container('tools', 'group', [{ ...odd, id: 'odd-child' }])], user('READ', 'BPI'))),
    ).toEqual(['odd', 'tools', 'odd-child'])
  })

  it('lets ROOT see entries whose group condition holds, whatever levels or features', () => {
    const visible = ids(filterMenu(menu, user('ROOT', 'BPI')))
    expect(visible).toEqual(expect.arrayContaining(['bpi-ai', 'expert', 'bpi-internal']))
    expect(visible).not.toContain('users')
  })

  it('leaves the original menu untouched', () => {
    const before = JSON.stringify(menu)
    filterMenu(menu, user('READ', 'BPI'))
    expect(JSON.stringify(menu)).toBe(before)
  })
})

describe('flattenMenuItems', () => {
  it('lists the leaves depth first', () => {
    expect(flattenMenuItems(menu).map((e) => e.id)).toEqual([
      'dashboard',
      'bpi-ai',
      'expert',
      'users',
      'bpi-internal',
      'igepha-internal',
      'chat',
    ])
  })
})
