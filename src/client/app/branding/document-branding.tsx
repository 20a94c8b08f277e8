import { useEffect } from 'react'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { useSessionUser } from '../../lib/session/session-context.tsx'

/** Page title and favicon of the user's group; the product's defaults for everyone else. */
export function DocumentBranding() {
  const user = useSessionUser()
  const tenant = user ? tenants[user.group] : undefined
  const title = tenant?.title ?? product.defaultTitle
  const favicon = tenant?.favicon ?? product.defaultFavicon
  useEffect(() => {
    document.title = title
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
  }, [title, favicon])
  return null
}
