import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { tenants } from '../../../generated/tenants.gen.ts'
import { useSessionUser } from '../session/session-context.tsx'
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage-keys.ts'
import { APP_LOCALES, DEFAULT_LOCALE, defaultMessages, loadMessages, type AppLocale, type Messages } from './load-messages.ts'

interface LocaleSetting {
  readonly locale: AppLocale
  /** The language the user picked in their settings, or null for their group's language. */
  readonly chosen: AppLocale | null
  readonly choose: (locale: AppLocale | null) => void
}

const LocaleSettingContext = createContext<LocaleSetting | null>(null)

const storageKey = (userId: string) => `${STORAGE_KEYS.locale}:${userId}`

function readChosen(userId: string | undefined): AppLocale | null {
  if (!userId) return null
  const stored = readStorage(storageKey(userId))
  return APP_LOCALES.includes(stored as AppLocale) ? (stored as AppLocale) : null
}

/** react-intl with the user's language: their choice, else their group's (fr for NERES), else German. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const [chosenByUser, setChosenByUser] = useState<Record<string, AppLocale | null>>({})
  const chosen = user ? (user.id in chosenByUser ? (chosenByUser[user.id] ?? null) : readChosen(user.id)) : null
  const locale: AppLocale = chosen ?? (user ? tenants[user.group]?.locale : undefined) ?? DEFAULT_LOCALE
  const [loaded, setLoaded] = useState<{ locale: AppLocale; messages: Messages }>({ locale: DEFAULT_LOCALE, messages: defaultMessages })

  useEffect(() => {
    let current = true
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages })
    })
    document.documentElement.lang = locale
    return () => {
      current = false
    }
  }, [locale])

  const userId = user?.id
  const choose = useCallback(
    (next: AppLocale | null) => {
      if (!userId) return
      writeStorage(storageKey(userId), next ?? '')
      setChosenByUser((previous) => ({ ...previous, [userId]: next }))
    },
    [userId],
  )
  const setting = useMemo(() => ({ locale, chosen, choose }), [locale, chosen, choose])

  return (
    <LocaleSettingContext.Provider value={setting}>
      <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale={DEFAULT_LOCALE}>
        {children}
      </IntlProvider>
    </LocaleSettingContext.Provider>
  )
}

export function useLocaleSetting(): LocaleSetting {
  const value = useContext(LocaleSettingContext)
  if (!value) throw new Error('useLocaleSetting must be used within a LocaleProvider')
  return value
}
