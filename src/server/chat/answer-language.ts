// The language the server writes answer texts in: the tenant's (NERES French, the others German),
// from the same message catalogue as the browser app.
import de from '../../generated/messages-de.gen.ts'
import en from '../../generated/messages-en.gen.ts'
import fr from '../../generated/messages-fr.gen.ts'
import { tenants } from '../../generated/tenants.gen.ts'

export type AnswerLanguage = 'de' | 'en' | 'fr'

const catalogues: Record<AnswerLanguage, Record<string, string>> = { de, en, fr }

export function answerLanguageFor(tenantGroup: string): AnswerLanguage {
  const locale: string | undefined = tenants[tenantGroup]?.locale
  return locale === 'fr' || locale === 'en' ? locale : 'de'
}

/** A `chatAnswer.*` text in the language; the key itself if the catalogue lacks it (a test catches that). */
export function answerText(language: AnswerLanguage, key: string): string {
  return catalogues[language][key] ?? key
}
