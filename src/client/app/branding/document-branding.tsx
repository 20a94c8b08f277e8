import { useEffect } from 'react'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { useSessionUser } from '../../lib/session/session-context.tsx'
import { brandTitle, writeTabTitle } from './page-title.ts'

/**
 * The browser tab names the page, then the user's group ("Datenpool · DEMO - KI Innovationen"), in
 * the language shown; the group's favicon. Signed out, and on a page without a title of its own (the
 * sign-in, 404), the group's title or the product's alone. The page's part comes from the signed-in
 * layout (page-title-from-route.tsx), so the route table's titles stay out of the sign-in's files.
 */
export function DocumentBranding() {
  const user = useSessionUser()
  const tenant = user ? tenants[user.group] : undefined
  const brand = brandTitle(user?.group)
  const favicon = tenant?.favicon ?? product.defaultFavicon
  useEffect(() => {
    writeTabTitle(brand)
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    // The built index.html carries the product's favicon inline (data-src names the file it is, so a
    // first load asks for no file; vite.config.ts, decision 0058): the same icon is not asked for again.
    if ((link.dataset.src ?? link.getAttribute('href')) === favicon) return
    link.type = favicon.endsWith('.svg') ? 'image/svg+xml' : 'image/png'
    link.href = favicon
    delete link.dataset.src
  }, [brand, favicon])
  return null
}
