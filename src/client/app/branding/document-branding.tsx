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
    link.type = favicon.endsWith('.svg') ? 'image/svg+xml' : 'image/png'
    link.href = favicon
  }, [title, favicon])
  return null
}
