import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { renderInRouter } from '../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../testing/test-session.ts'
import { SideMenu } from './side-menu.tsx'

const item = (id: string, extra: Partial<CompiledMenuEntry> = {}): CompiledMenuEntry => ({ id, type: 'item', title: `t.${id}`, url: `/${id}`, icon: 'dashboard', access: null, ...extra })
const group = (id: string, children: CompiledMenuEntry[], extra: Partial<CompiledMenuEntry> = {}): CompiledMenuEntry => ({ id, type: 'group', title: `t.${id}`, access: null, children, ...extra })

const MESSAGES: Record<string, string> = {
  'layout.mainNavigation': 'Hauptnavigation',
  'menu.fixItems': 'Fix - Group, Collapse or Items',
  'menu.fixNavigationGroup': 'Fix - Navigation Group',
  'chip.beta': 'Beta',
}
for (const id of ['tools', 'admin', 'home', 'reports', 'reports-sub', 'ext', 'plain', 'off', 'only-parent', 'lists', 'a', 'b', 'loose', 'weird', 'beta']) MESSAGES[`t.${id}`] = `Title ${id}`

async function renderMenu(entries: CompiledMenuEntry[], { path = '/', drawerOpen = true, group: userGroup = 'BPI' } = {}) {
  const session = startTestSession(testUser({ group: userGroup }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  return renderInRouter(<SideMenu drawerOpen={drawerOpen} entries={entries} />, { path, session, messages: MESSAGES })
}

afterEach(cleanup)

describe('side menu (spec section 2)', () => {
  it('shows group subheaders only while the drawer is open', async () => {
    const entries = [group('tools', [item('home')])]
    await renderMenu(entries)
    expect(screen.getByText('Title tools')).toBeTruthy()
    cleanup()
    await renderMenu(entries, { drawerOpen: false })
    expect(screen.queryByText('Title tools')).toBeNull()
  })

  it('shows icons only while collapsed, keeping an accessible name', async () => {
    await renderMenu([group('tools', [item('home')])], { drawerOpen: false })
    expect(screen.queryByText('Title home')).toBeNull()
    expect(screen.getByRole('link', { name: 'Title home' })).toBeTruthy()
  })

  it('selects an item only when its url equals the path exactly', async () => {
    await renderMenu([group('tools', [item('reports'), item('reports-sub', { url: '/reports/sub' })])], { path: '/reports' })
    expect(screen.getByRole('link', { name: 'Title reports' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'Title reports-sub' }).getAttribute('aria-current')).toBeNull()
  })

  it('draws an external item as a plain link', async () => {
    await renderMenu([group('tools', [item('ext', { url: 'https://example.test/docs', external: true, target: true })])])
    const link = screen.getByRole('link', { name: 'Title ext' })
    expect(link.getAttribute('href')).toBe('https://example.test/docs')
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it('shows a chip and a dot for an item without icon', async () => {
    await renderMenu([group('tools', [item('beta', { chip: { label: 'chip.beta', color: 'secondary', variant: 'outlined', size: 'small' } }), item('plain', { icon: undefined })])])
    expect(screen.getByText('Beta')).toBeTruthy()
    const plain = screen.getByRole('link', { name: 'Title plain' })
    expect(within(plain).getByTestId('menu-dot')).toBeTruthy()
  })

  it('draws a disabled item that cannot be followed', async () => {
    await renderMenu([group('tools', [item('off', { disabled: true })])])
    expect(screen.queryByRole('link', { name: 'Title off' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Title off' }).getAttribute('aria-disabled')).toBe('true')
  })

  it('opens and closes a collapse entry', async () => {
    await renderMenu([group('tools', [{ id: 'lists', type: 'collapse', title: 't.lists', icon: 'inventory', access: null, children: [item('a'), item('b')] }])])
    const toggle = screen.getByRole('button', { name: 'Title lists' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Title a' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Title a' })).toBeTruthy()
  })

  it('asks in red to fix an unknown item type', async () => {
    await renderMenu([group('tools', [item('weird', { type: 'widget' })])])
    expect(screen.getByText('Fix - Group, Collapse or Items')).toBeTruthy()
  })

  it("shows 'Fix - Navigation Group' for a top-level entry that is not a group", async () => {
    await renderMenu([item('loose')])
    expect(screen.getByText('Fix - Navigation Group')).toBeTruthy()
  })

  it('hides entries the user may not see and groups left empty', async () => {
    await renderMenu([group('tools', [item('home')]), group('admin', [item('only-parent', { access: { anyOf: [{ groups: ['PARENT'] }] } })])], { group: 'BPI' })
    expect(screen.getByText('Title home')).toBeTruthy()
    expect(screen.queryByText('Title only-parent')).toBeNull()
    expect(screen.queryByText('Title admin')).toBeNull()
  })
})
