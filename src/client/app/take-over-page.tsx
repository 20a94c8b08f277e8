// Taking over a page the server rendered (decision 0075): loaded only when the page carries its data,
// so the sign-in page's first file does not carry this.
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { loadPart } from '../lib/i18n/message-store.ts'
import { PageDataContext, pageLocale, readPageData, type PageData } from '../lib/page-data.ts'
import { presumedSession } from '../lib/session/api/presume-session.ts'
import { createSessionService } from '../lib/session/session-service.ts'
import { chosenLocaleKey, readStorage, STORAGE_KEYS } from '../lib/storage-keys.ts'
import { App } from './app.tsx'
import { createAppRouter } from './router/router.ts'

declare global {
  interface Window {
    /** The boot script's hold on the page's buttons until the app takes over (index.html). */
    __tesseraHeld?: { taken?: boolean; button?: HTMLElement }
  }
}

/**
 * Ends the boot script's hold on the server page's buttons and returns the button the user clicked
 * last while it held them (nothing handled clicks yet).
 */
function releaseHeldClick(): HTMLElement | undefined {
  const held = window.__tesseraHeld
  if (!held) return undefined
  held.taken = true
  const { button } = held
  held.button = undefined
  return button
}

/**
 * Whether this browser draws the page as the server did. The boot script has judged what the server
 * cannot see (no token, a light theme, a custom logo, a narrow screen: `data-stale`, index.html);
 * left is a language the user chose over their group's.
 */
function drawsAsServer(page: PageData, token: string | null): token is string {
  const chosen = readStorage(chosenLocaleKey(page.user.id))
  return (
    Boolean(token) &&
    document.documentElement.dataset.stale === undefined &&
    (!chosen || chosen === pageLocale(page))
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
    // A page the user never saw: nothing of it was clicked.
    releaseHeldClick()
    container.replaceChildren()
    delete document.documentElement.dataset.stale
    render()
    return
  }
  // The user came with the page, the server's answer to the stored token's lookup: the session starts
  // succeeded with it, and the machine (XState) loads only when something is sent to it, such as a
  // sign-out (decision 0079). Its own lookup then takes that answer instead of asking the API, and
  // the event waits until that lookup is done.
  const presumed = presumedSession(page.user, token)
  const session = createSessionService(presumed.load, token, undefined, presumed.view)
  const router = createAppRouter(session)
  // What the router's own hydration sets: its tree then renders as it did on the server (no
  // Suspense boundary around the matches, which the server's HTML has no markers for).
  router.ssr = { manifest: undefined }
  // The server's page has painted already: the boot script starts the app after its first frame.
  await Promise.all([loadPart(pageLocale(page), 'shell'), router.load()])
  // From here React handles clicks itself: on an element it has not hydrated yet, it hydrates that
  // part first. The button clicked while nothing did is clicked again then, outside React's own work
  // (a click in its effects could not hydrate anything).
  const clicked = releaseHeldClick()
  hydrateRoot(
    container,
    <StrictMode>
      <PageDataContext value={page}>
        <App session={session} router={router} />
      </PageDataContext>
    </StrictMode>,
  )
  if (clicked)
    setTimeout(() => {
      if (clicked.isConnected) clicked.click()
    })
}
