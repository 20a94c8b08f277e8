import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { useSessionUser } from '../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../lib/use-route-title.ts'

/**
 * The browser tab names the page, then the user's group ("Datenpool · DEMO - KI Innovationen"), in
 * the language shown; the group's favicon. Signed out, and on a page without a title of its own (the
 * sign-in, 404), the group's title or the product's alone.
 */
export function DocumentBranding() {
  const intl = useIntl()
  const user = useSessionUser()
  const tenant = user ? tenants[user.group] : undefined
  const titleId = useRouteTitleId()
  const brand = tenant?.title ?? product.defaultTitle
  const title =
    titleId && titleId in intl.messages ? `${intl.formatMessage({ id: titleId })} · ${brand}` : brand
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
