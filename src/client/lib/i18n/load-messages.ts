import publicDe from '../../../generated/messages-public-de.gen.ts'

export type AppLocale = 'de' | 'en' | 'fr'
export const APP_LOCALES: readonly AppLocale[] = ['de', 'en', 'fr']
export const DEFAULT_LOCALE: AppLocale = 'de'

export type Messages = Record<string, string>

/**
 * The whole catalogue of a locale. Only the signed-out pages' texts (German, the language before
 * anyone signs in) ship with the first render; the catalogues load once a session starts.
 */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale === 'fr') return (await import('../../../generated/messages-fr.gen.ts')).default
  if (locale === 'en') return (await import('../../../generated/messages-en.gen.ts')).default
  return (await import('../../../generated/messages-de.gen.ts')).default
}

/** The texts of the login, 404 and error pages, the progress bar and the session's toasts. */
export const signedOutMessages: Messages = publicDe
