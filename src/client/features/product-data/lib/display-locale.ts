import { useIntl } from 'react-intl'
import { DISPLAY_LOCALES, type DisplayLocale } from '../../../../shared/manifest/resource-types.ts'

/** The interface language as the product-data lists name rows in it (a country by its name in that language). */
export function toDisplayLocale(locale: string): DisplayLocale {
  const language = locale.toLowerCase().split('-')[0]
  return (DISPLAY_LOCALES as readonly string[]).includes(language ?? '') ? (language as DisplayLocale) : 'de'
}

/** The language the screens show now: rows are asked for in it, so the server's labels match the texts. */
export function useDisplayLocale(): DisplayLocale {
  return toDisplayLocale(useIntl().locale)
}
