// What a server-rendered page carries besides its markup (decision 0075): the signed-in user and the
// dashboard's tiles, as the API gave them for the session's token, in a JSON element the boot script
// and the app read. The first render draws exactly what the server drew with them, so the app can
// take the page over (hydrate) rather than draw it again.
import { createContext } from 'react'
import { tenants } from '../../generated/tenants.gen.ts'
import type { Tile } from '../components/tiles/tile-api.ts'
import { DEFAULT_LOCALE, type AppLocale } from './i18n/load-messages.ts'
import type { SessionProfile } from './session/session-types.ts'

export const PAGE_DATA_ID = 'tessera-page-data'

export interface PageData {
  readonly user: SessionProfile
  readonly tiles: readonly Tile[]
  /** Set once the dashboard has shown the tiles: a later visit of the dashboard asks the API again. */
  tilesTaken?: boolean
}

/** The language the server drew the page in: the user's group's (a user's own choice is the browser's). */
export const pageLocale = (page: PageData): AppLocale => tenants[page.user.group]?.locale ?? DEFAULT_LOCALE

/** The page's data, for the app's providers; null on a page the client draws itself. */
export const PageDataContext = createContext<PageData | null>(null)

/** The page's data element, read once; null when the page was not rendered by the server. */
export function readPageData(): PageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as PageData
  } catch {
    return null
  }
}

/** JSON for a script element of type application/json: nothing in it can end the element. */
export const pageDataJson = (data: PageData): string =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
