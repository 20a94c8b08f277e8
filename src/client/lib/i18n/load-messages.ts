import publicDe from '../../../generated/messages-public-de.gen.ts'

export type AppLocale = 'de' | 'en' | 'fr'
export const APP_LOCALES: readonly AppLocale[] = ['de', 'en', 'fr']
export const DEFAULT_LOCALE: AppLocale = 'de'

export type Messages = Record<string, string>

/**
 * A part of a locale's catalogue: `shell` (the signed-in layout, the menu, the dashboard and the API
 * errors) or `features` (every other page and dialog). Only the signed-out pages' texts (German, the
 * language before anyone signs in) ship with the first render; the shell loads once a session
 * starts, the features beside the first page that needs them (docs/decisions/0004 and 0053).
 */
export type CataloguePart = 'shell' | 'features'

export async function loadMessages(locale: AppLocale, part: CataloguePart): Promise<Messages> {
  if (part === 'features') {
    if (locale === 'fr') return (await import('../../../generated/messages-features-fr.gen.ts')).default
    if (locale === 'en') return (await import('../../../generated/messages-features-en.gen.ts')).default
    return (await import('../../../generated/messages-features-de.gen.ts')).default
  }
  if (locale === 'fr') return (await import('../../../generated/messages-shell-fr.gen.ts')).default
  if (locale === 'en') return (await import('../../../generated/messages-shell-en.gen.ts')).default
  return (await import('../../../generated/messages-shell-de.gen.ts')).default
}

/** The texts of the login, 404 and error pages, the progress bar and the session's toasts. */
export const signedOutMessages: Messages = publicDe
