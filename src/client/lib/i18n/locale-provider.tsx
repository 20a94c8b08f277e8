import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { tenants } from '../../../generated/tenants.gen.ts'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { useSessionStatus, useSessionUser } from '../session/session-context.tsx'
import { chosenLocaleKey, readStorage, writeStorage } from '../storage-keys.ts'
import { APP_LOCALES, DEFAULT_LOCALE, signedOutMessages, type AppLocale, type CataloguePart, type Messages } from './load-messages.ts'
import { featureMessagesWanted, loadedPart, loadPart, messagesVersion, setMessagesLocale, subscribeMessages } from './message-store.ts'

interface LocaleSetting {
  readonly locale: AppLocale
  /** The language the user picked in their settings, or null for their group's language. */
  readonly chosen: AppLocale | null
  readonly choose: (locale: AppLocale | null) => void
}

const LocaleSettingContext = createContext<LocaleSetting | null>(null)

function readChosen(userId: string | undefined): AppLocale | null {
  if (!userId) return null
  const stored = readStorage(chosenLocaleKey(userId))
  return APP_LOCALES.includes(stored as AppLocale) ? (stored as AppLocale) : null
}

/**
 * react-intl with the user's language: their choice, else their group's (fr for NERES), else German.
 * Signed out, only the signed-out pages' texts are there; the catalogue of the user's language loads
 * as soon as a session starts, and the signed-in pages wait for it (a progress bar) the first time.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const status = useSessionStatus()
  const user = useSessionUser()
  const [chosenByUser, setChosenByUser] = useState<Record<string, AppLocale | null>>({})
  const chosen = user ? (user.id in chosenByUser ? (chosenByUser[user.id] ?? null) : readChosen(user.id)) : null
  const locale: AppLocale = chosen ?? (user ? tenants[user.group]?.locale : undefined) ?? DEFAULT_LOCALE
  // The parts of the catalogues loaded so far (message-store.ts): the shell's texts always, the
  // feature texts once a page beyond the shell asked for them.
  const version = useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion)
  const wanted = featureMessagesWanted()
  const parts: CataloguePart[] = wanted ? ['shell', 'features'] : ['shell']
  const has = (of: AppLocale) => parts.every((part) => loadedPart(of, part) !== undefined)
  // The locale whose catalogue was shown last: a language switch keeps it until the new one is there.
  const [shown, setShown] = useState<AppLocale | null>(null)
  // The user who has seen their catalogue; a later switch of language does not hide the page again.
  const [readyFor, setReadyFor] = useState<string | null>(null)
  const [unavailable, setUnavailable] = useState<AppLocale | null>(null)
  const sessionStarted = status === 'loading' || status === 'succeeded'

  useEffect(() => {
    setMessagesLocale(sessionStarted ? locale : null)
    if (!sessionStarted) return
    let current = true
    for (const part of wanted ? (['shell', 'features'] as const) : (['shell'] as const))
      if (!loadedPart(locale, part))
        loadPart(locale, part).catch(
          // Offline or a deploy in between: show the pages with the texts there are rather than nothing.
          () => current && setUnavailable(locale),
        )
    return () => {
      current = false
    }
  }, [sessionStarted, locale, wanted, version])

  const available = has(locale)
  useEffect(() => {
    if (!available) return
    setShown(locale)
    if (user) setReadyFor(user.id)
  }, [available, locale, user])

  // Signed out, the signed-out texts (German) are there at once; the last user's language is not kept.
  const shownLocale = available ? locale : user && shown && loadedPart(shown, 'shell') ? shown : DEFAULT_LOCALE
  const messages = useMemo<Messages>(() => {
    const shell = loadedPart(shownLocale, 'shell')
    const features = loadedPart(shownLocale, 'features')
    // `version` changes whenever a part arrives.
    return version >= 0 && shell ? { ...shell, ...features } : signedOutMessages
  }, [shownLocale, version])
  useEffect(() => {
    document.documentElement.lang = shownLocale
  }, [shownLocale])
  const waiting = user !== null && !available && readyFor !== user.id && unavailable !== locale

  const userId = user?.id
  const choose = useCallback(
    (next: AppLocale | null) => {
      if (!userId) return
      writeStorage(chosenLocaleKey(userId), next ?? '')
      setChosenByUser((previous) => ({ ...previous, [userId]: next }))
    },
    [userId],
  )
  const setting = useMemo(() => ({ locale, chosen, choose }), [locale, chosen, choose])

  return (
    <LocaleSettingContext.Provider value={setting}>
      <IntlProvider locale={shownLocale} messages={messages} defaultLocale={DEFAULT_LOCALE}>
        {waiting ? <ProgressBar /> : children}
      </IntlProvider>
    </LocaleSettingContext.Provider>
  )
}

export function useLocaleSetting(): LocaleSetting {
  const value = useContext(LocaleSettingContext)
  if (!value) throw new Error('useLocaleSetting must be used within a LocaleProvider')
  return value
}
