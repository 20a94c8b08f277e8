// The parts of the catalogues loaded so far, shared by the locale provider and the lazily loaded
// pages and dialogs beyond the shell (docs/decisions/0053). A page that needs the feature texts asks
// for them while its code loads (`wantFeatureMessages`), so both arrive in one round trip, and the
// provider shows them from then on; the store keeps what arrived outside React so the page's first
// render already finds its texts.
import { loadMessages, type AppLocale, type CataloguePart, type Messages } from './load-messages.ts'

const loaded = new Map<string, Messages>()
const loading = new Map<string, Promise<Messages>>()
const listeners = new Set<() => void>()
let version = 0
let featuresWanted = false
let currentLocale: AppLocale | null = null

const key = (locale: AppLocale, part: CataloguePart) => `${locale}:${part}`
const notify = () => {
  version += 1
  for (const listener of listeners) listener()
}

export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes whenever a part arrives or the feature texts are first wanted (for useSyncExternalStore). */
export const messagesVersion = () => version

export const loadedPart = (locale: AppLocale, part: CataloguePart): Messages | undefined => loaded.get(key(locale, part))

export const featureMessagesWanted = () => featuresWanted

/** Loads a part once; a failed load is forgotten, so the next attempt loads again. */
export function loadPart(locale: AppLocale, part: CataloguePart): Promise<Messages> {
  const id = key(locale, part)
  const done = loaded.get(id)
  if (done) return Promise.resolve(done)
  let promise = loading.get(id)
  if (!promise) {
    promise = loadMessages(locale, part).then(
      (messages) => {
        loading.delete(id)
        loaded.set(id, messages)
        notify()
        return messages
      },
      (error: unknown) => {
        loading.delete(id)
        throw error
      },
    )
    loading.set(id, promise)
  }
  return promise
}

/** The language the provider shows a session in (null signed out); set by the provider. */
export function setMessagesLocale(locale: AppLocale | null): void {
  currentLocale = locale
}

/**
 * Asked by a page or dialog beyond the shell while its code loads: from now on the provider loads
 * the feature texts too. Resolves once they are there for the current language (or could not load:
 * the provider then shows what it has), at once when no session language is known yet (the provider
 * holds the pages back until both parts are there).
 */
export function wantFeatureMessages(): Promise<void> {
  if (!featuresWanted) {
    featuresWanted = true
    notify()
  }
  if (!currentLocale) return Promise.resolve()
  return loadPart(currentLocale, 'features').then(
    () => undefined,
    () => undefined,
  )
}

/** For tests: forgets everything. */
export function resetMessageStore(): void {
  loaded.clear()
  loading.clear()
  featuresWanted = false
  currentLocale = null
  notify()
}
