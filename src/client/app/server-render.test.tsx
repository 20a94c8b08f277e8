// @vitest-environment node
// The signed-in first page drawn without a browser (decision 0075): the route tree, the providers,
// the layout and the dashboard render to HTML in Node as they are, so HTML from the server, the one
// way found to reach issue 14's first paint, stays open. No DOM here: a hook or a module reading the
// window while rendering fails this test.
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { routeTree } from '../../generated/route-tree.gen.tsx'
import { loadPart } from '../lib/i18n/message-store.ts'
import { serviceOf, startTestSession, testUser } from '../testing/test-session.ts'
import { AppProviders } from './providers/app-providers.tsx'

async function renderSignedIn(path: string, user: Parameters<typeof testUser>[0]) {
  const actor = startTestSession(testUser(user))
  await waitFor(actor, (snapshot) => snapshot.matches('succeeded'))
  const session = serviceOf(actor)
  const router = createRouter({ routeTree, context: { session }, history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await Promise.all([loadPart('de', 'shell'), router.load()])
  // prerender waits for the lazy parts (the side menu's entries) as a server would.
  const { prelude } = await prerender(
    <AppProviders session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return new Response(prelude).text()
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

describe('the signed-in first page rendered on the server', () => {
  it('is the layout and the dashboard with their styles, not the progress bar of a session', async () => {
    expect(typeof window).toBe('undefined')
    const html = await renderSignedIn('/', { role: 'ROOT', group: 'DEMO' })
    expect(html).not.toContain('tsr-progress')
    expect(html).not.toContain('Switched to client rendering')
    expect(html).toContain('id="main-content"')
    expect(count(html, /<h1[\s>]/g)).toBe(1)
    // One card heading per application of the menu the user may open: many for ROOT.
    expect(count(html, /<h3[\s>]/g)).toBeGreaterThan(10)
    expect(html).toContain('href="/ai-services/image-generator"')
    // Emotion writes the styles beside the markup when there is no document to insert them into.
    expect(html).toMatch(/<style data-emotion="css /)
  })

  it('shows a READ user of a group only what the manifest gives them', async () => {
    const root = await renderSignedIn('/', { role: 'ROOT', group: 'DEMO' })
    const reader = await renderSignedIn('/', { role: 'READ', group: 'DEMO' })
    expect(count(reader, /<h3[\s>]/g)).toBeGreaterThan(0)
    expect(count(reader, /<h3[\s>]/g)).toBeLessThan(count(root, /<h3[\s>]/g))
    expect(reader).not.toContain('href="/admin/audit-log"')
    expect(root).toContain('href="/admin/audit-log"')
  })
})
