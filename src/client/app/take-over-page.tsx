// Taking over a page the server rendered (decision 0075): loaded only when the page says so, so the
// sign-in page's first file does not carry it.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { tenants } from '../../generated/tenants.gen.ts'
import { DEFAULT_LOCALE } from '../lib/i18n/load-messages.ts'
import { loadPart } from '../lib/i18n/message-store.ts'
import type { PageData } from '../lib/page-data.ts'
import { createAppSession } from '../lib/session/session-context.tsx'
import { App } from './app.tsx'
import { createAppRouter } from './router/router.ts'

/** Hydrates `container` with the app, signed in as the page's user with `token`. */
export async function takeOverPage(container: HTMLElement, page: PageData, token: string): Promise<void> {
  // The user came with the page: the session takes it as its get-user answer.
  window.__tesseraGetUser = { token, response: Promise.resolve(new Response(JSON.stringify(page.user), { status: 200 })) }
  const session = createAppSession()
  const router = createAppRouter(session)
  // What the router's own hydration sets: its tree then renders as it did on the server (no
  // Suspense boundary around the matches, which the server's HTML has no markers for).
  router.ssr = { manifest: undefined }
  await session.settled()
  await Promise.all([loadPart(tenants[page.user.group]?.locale ?? DEFAULT_LOCALE, 'shell'), router.load()])
  // The server's page paints first; taking it over is the next task after that frame.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
  hydrateRoot(
    container,
    <StrictMode>
      <App session={session} router={router} pageData={page} />
    </StrictMode>,
  )
}
