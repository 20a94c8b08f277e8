import de from '../../../generated/messages-de.gen.ts'

export type AppLocale = 'de' | 'en' | 'fr'
export const APP_LOCALES: readonly AppLocale[] = ['de', 'en', 'fr']
export const DEFAULT_LOCALE: AppLocale = 'de'

export type Messages = Record<string, string>

/** German ships with the first render; English and French load when a user needs them. */
export async function loadMessages(locale: AppLocale): Promise<Messages> {
  if (locale === 'fr') return (await import('../../../generated/messages-fr.gen.ts')).default
  if (locale === 'en') return (await import('../../../generated/messages-en.gen.ts')).default
  return de
}

export const defaultMessages: Messages = de
