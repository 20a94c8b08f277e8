// The signed-in page rendered on the server (decision 0075): built by `vite build --ssr` into
// dist/ssr and called by the server's page route (src/server/plugins/client-app.ts) for a request
// whose session cookie is valid, with what the API answers that session. The same App as in the
// browser, whose first render then matches this HTML and takes it over (main.tsx).
import createCache, { type EmotionCache } from '@emotion/cache'
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

/** A page drawn on the server: the HTML of `#root` and the style elements for `<head>`. */
export interface RenderedPage {
  readonly html: string
  readonly head: string
}

/**
 * The rules a page's render gave `cache`, as the style elements Emotion's browser cache adopts
 * (`data-emotion="<key> <names>"`; the global ones each under `<key>-global`), in the order they were
 * made. It is what @emotion/server's extractCriticalToChunks does for a cache of one page, without the
 * streaming dependencies that package brings.
 */
export function styleElements(cache: EmotionCache): string {
  const names: string[] = []
  let rules = ''
  let globals = ''
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue
    // No rule of ours holds `</style`; should one, it must not end the element.
    const safe = css.replace(/<\/(style)/gi, '<\\/$1')
    if (cache.registered[`${cache.key}-${name}`] === undefined) globals += `<style data-emotion="${cache.key}-global ${name}">${safe}</style>`
    else {
      names.push(name)
      rules += safe
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${names.join(' ')}">${rules}</style>`
}

/** `url` drawn signed in as `data.user`; null when the page is not the user's to see. */
export async function renderPage(url: string, token: string, data: PageData): Promise<RenderedPage | null> {
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
    // One style cache per page, so every page carries all of its own styles. In Emotion's compat mode
    // the rules stay in the cache instead of becoming <style> elements between the page's elements: the
    // page sends them in <head>, one element, parsed once before the markup (58 in the body cost the
    // browser a style recalculation and layout each while parsing).
    const cache = createCache({ key: 'css' })
    cache.compat = true
    const { prelude } = await prerender(
      <CacheProvider value={cache}>
        <PageDataContext value={{ ...data }}>
          <App session={session} router={router} />
        </PageDataContext>
      </CacheProvider>,
    )
    const html = await new Response(prelude).text()
    return { html, head: styleElements(cache) }
  } finally {
    actor.stop()
  }
}
