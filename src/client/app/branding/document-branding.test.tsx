import { render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { SessionProvider } from '../../lib/session/session-context.tsx'
import { serviceOf, startTestSession, testUser } from '../../testing/test-session.ts'
import { DocumentBranding } from './document-branding.tsx'

// The built index.html carries the product's favicon inline, naming its file in data-src
// (vite.config.ts, decision 0058), so the first load asks for no favicon file.
const INLINE = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'

function inlineFavicon(): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = 'icon'
  link.type = 'image/svg+xml'
  link.href = INLINE
  link.dataset.src = product.defaultFavicon
  document.head.appendChild(link)
  return link
}

describe('DocumentBranding', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="icon"]').forEach((link) => link.remove()))

  it('keeps the inline product favicon signed out instead of asking for its file', async () => {
    const link = inlineFavicon()
    render(
      <SessionProvider session={serviceOf(startTestSession(null))}>
        <DocumentBranding />
      </SessionProvider>,
    )
    await waitFor(() => expect(document.title).toBe(product.defaultTitle))
    expect(link.getAttribute('href')).toBe(INLINE)
  })

  it("replaces it with the group's favicon once a user of that group is signed in", async () => {
    const link = inlineFavicon()
    const user = testUser({ group: 'BPI' })
    const bpiFavicon = tenants.BPI!.favicon
    render(
      <SessionProvider session={serviceOf(startTestSession(user))}>
        <DocumentBranding />
      </SessionProvider>,
    )
    await waitFor(() => expect(link.getAttribute('href')).toBe(bpiFavicon))
    expect(link.dataset.src).toBeUndefined()
    expect(bpiFavicon).not.toBe(product.defaultFavicon)
  })
})
