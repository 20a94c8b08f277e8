// The app's own catalogues, so tests look for the texts a user of each language reads.
import de from '../../../src/generated/messages-de.gen.ts'
import en from '../../../src/generated/messages-en.gen.ts'
import fr from '../../../src/generated/messages-fr.gen.ts'
import { tenants } from '../../../src/generated/tenants.gen.ts'

const catalogues = { de, en, fr } as const
export type Locale = keyof typeof catalogues

/** The text of a message without arguments, in one language. */
export function text(id: string, locale: Locale = 'de'): string {
  const message = catalogues[locale][id]
  if (message === undefined) throw new Error(`message ${id} is missing from the ${locale} catalogue`)
  return message
}

/** The language a group's users see by default (French for NERES). */
export function localeOf(group: string): Locale {
  return (tenants[group]?.locale ?? 'de') as Locale
}

/** A message with simple {name} arguments filled in (enough for the texts the tests look for). */
export function format(id: string, values: Readonly<Record<string, string>>, locale: Locale = 'de'): string {
  return text(id, locale).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
