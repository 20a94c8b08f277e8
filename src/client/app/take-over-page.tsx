// Taking over a page the server rendered (decision 0075): loaded only when the page carries its data,
// so the sign-in page's first file does not carry this.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { tenants } from '../../generated/tenants.gen.ts'
import { DEFAULT_LOCALE } from '../lib/i18n/load-messages.ts'
import { loadPart } from '../lib/i18n/message-store.ts'
import { PageDataContext, readPageData, type PageData } from '../lib/page-data.ts'
import { createAppSession } from '../lib/session/session-context.tsx'
import { chosenLocaleKey, readStorage, STORAGE_KEYS } from '../lib/storage-keys.ts'
import { BREAKPOINTS } from '../lib/theme/ui-constants.ts'
import { App } from './app.tsx'
import { createAppRouter } from './router/router.ts'

const localeOf = (page: PageData) => tenants[page.user.group]?.locale ?? DEFAULT_LOCALE

/**
 * Whether this browser draws the page as the server did: the server sees the session cookie, not what
 * only localStorage knows (the stored token, a light theme, a custom logo, a chosen language), nor the
 * screen (it draws the wide layout, from BREAKPOINTS.lg; index.html's boot script checks the same).
 */
function drawsAsServer(page: PageData, token: string | null): token is string {
  const chosen = readStorage(chosenLocaleKey(page.user.id))
  return (
    Boolean(token) &&
    window.innerWidth >= BREAKPOINTS.lg &&
    readStorage(STORAGE_KEYS.themeMode) !== 'light' &&
    !readStorage(STORAGE_KEYS.customLogo) &&
    (!chosen || chosen === localeOf(page))
  )
}

/**
 * Hydrates `container` with the app, signed in as the page's user. A page this browser would draw
 * differently (or no page data) is cleared and drawn from scratch by `render`.
 */
export async function takeOverPage(container: HTMLElement, render: () => void): Promise<void> {
  const page = readPageData()
  const token = readStorage(STORAGE_KEYS.token)
  if (!page || !drawsAsServer(page, token)) {
    container.replaceChildren()
    delete document.documentElement.dataset.stale
    render()
    return
  }
  // The user came with the page: the session takes it as its get-user answer.
  window.__tesseraGetUser = { token, response: Promise.resolve(new Response(JSON.stringify(page.user), { status: 200 })) }
  const session = createAppSession()
  const router = createAppRouter(session)
  // What the router's own hydration sets: its tree then renders as it did on the server (no
  // Suspense boundary around the matches, which the server's HTML has no markers for).
  router.ssr = { manifest: undefined }
  await session.settled()
  await Promise.all([loadPart(localeOf(page), 'shell'), router.load()])
  // The server's page paints first; taking it over is the next task after that frame.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  hydrateRoot(
    container,
    <StrictMode>
      <PageDataContext value={page}>
        <App session={session} router={router} />
      </PageDataContext>
    </StrictMode>,
  )
}
