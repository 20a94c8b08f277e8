// The signed-in page rendered on the server (decision 0075): built by `vite build --ssr` into
// dist/ssr and called by the server's page route (src/server/plugins/client-app.ts) for a request
// whose session cookie is valid, with what the API answers that session. The same App as in the
// browser, whose first render then matches this HTML and takes it over (main.tsx).
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { fromPromise, createActor } from 'xstate'
import { App } from './app/app.tsx'
import { createAppRouter } from './app/router/router.ts'
import { loadPart } from './lib/i18n/message-store.ts'
import { PageDataContext, pageLocale, type PageData } from './lib/page-data.ts'
import { sessionMachine, sessionView } from './lib/session/session-machine.ts'
import { createSessionService } from './lib/session/session-service.ts'

export { pageDataJson } from './lib/page-data.ts'

/** The HTML of `#root` for `url`, signed in as `data.user`; null when the page is not the user's to see. */
export async function renderPage(url: string, token: string, data: PageData): Promise<string | null> {
  // The session is the browser's after its get-user answer: succeeded, with this user.
  const machine = sessionMachine.provide({ actors: { getUser: fromPromise(async () => data.user) } })
  const actor = createActor(machine, { input: { token } })
  actor.start()
  const session = createSessionService(async () => ({ actor, view: sessionView }), token)
  try {
    if ((await session.settled()).status !== 'succeeded') return null
    const router = createAppRouter(session, createMemoryHistory({ initialEntries: [url] }))
    await Promise.all([loadPart(pageLocale(data), 'shell'), router.load()])
    // A guard sent the user elsewhere: the browser decides that itself.
    if (router.state.location.pathname !== new URL(url, "http://page").pathname || router.state.matches.some((match) => match.status !== 'success')) return null
    // One style cache per page, so every page carries all of its own styles.
    const { prelude } = await prerender(
      <CacheProvider value={createCache({ key: 'css' })}>
        <PageDataContext value={{ ...data }}>
          <App session={session} router={router} />
        </PageDataContext>
      </CacheProvider>,
    )
    return await new Response(prelude).text()
  } finally {
    actor.stop()
  }
}
