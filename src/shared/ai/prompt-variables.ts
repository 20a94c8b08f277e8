// Variables in an assistant's instructions. Pure text substitution shared by the create-assistant
// preview (browser) and the chat's system prompt (server), so what an admin previews is what the
// model receives.

/** The values an instruction text may refer to. */
export interface PromptVariables {
  readonly userName: string
  /** Today's date, already formatted for the tenant's language. */
  readonly date: string
  /** The tenant's language as a word the model understands ("Deutsch", "français"). */
  readonly tenantLanguage: string
}

/** The variable names an instruction may use, in the `{{name}}` form. */
export const promptVariableNames = ['user.name', 'date', 'tenant.language'] as const

/**
 * Replaces `{{user.name}}`, `{{date}}` and `{{tenant.language}}` (spaces inside the braces allowed).
 * Unknown `{{…}}` stay as written, so a typo is visible in the preview instead of vanishing. Values
 * are inserted once and never scanned again: a user name such as `{{date}}` stays literal.
 */
export function fillPromptVariables(text: string, variables: PromptVariables): string {
  const values: Record<string, string> = { 'user.name': variables.userName, date: variables.date, 'tenant.language': variables.tenantLanguage }
  return text.replace(/\{\{\s*([a-z.]+)\s*\}\}/gi, (whole, name: string) => values[name.toLowerCase()] ?? whole)
}

const languageNames: Readonly<Record<string, string>> = { de: 'Deutsch', fr: 'français', en: 'English' }

/** The language word for a locale (`de` -> "Deutsch"); the locale itself when unknown. */
export function languageNameOf(locale: string): string {
  return languageNames[locale] ?? locale
}

/** The date in the locale's usual long form, in UTC so server and browser agree on the day. */
export function formatPromptDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
