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

// ---------------------------------------------------------------------------------------------------
// Library prompts (the prompt library, issue 17 item 2): besides the built-ins above, a saved prompt
// asks the person using it for values. `{{topic}}` is free text; `{{tone:formal|casual}}` is a choice.

/** A variable a saved prompt asks for, in order of first appearance. */
export type TemplateVariable =
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'text'; readonly name: string }
  | { readonly kind: 'choice'; readonly name: string; readonly options: readonly string[] }

/** A problem in a template, with the variable it is about; `code` is a message key suffix. */
export interface TemplateProblem {
  readonly code: 'emptyOption' | 'conflictingChoice' | 'builtinChoice'
  readonly name: string
}

// A name, then optionally `:` and options separated by `|`. Names: letters, digits, `_`, `.`, `-`.
const templateVariablePattern = /\{\{\s*([\p{L}_][\p{L}\p{N}_.-]*)\s*(?::([^{}]*))?\}\}/gu

const isBuiltin = (name: string) => (promptVariableNames as readonly string[]).includes(name.toLowerCase())

/**
 * The variables of a template: built-ins, free text and choices, each once (first appearance wins),
 * and the problems an editor should show (a choice with an empty option, the same name with two
 * different option lists, options on a built-in).
 */
export function parsePromptTemplate(text: string): { variables: TemplateVariable[]; problems: TemplateProblem[] } {
  const variables: TemplateVariable[] = []
  const problems: TemplateProblem[] = []
  const seen = new Map<string, TemplateVariable>()
  for (const match of text.matchAll(templateVariablePattern)) {
    const name = match[1]!
    const rawOptions = match[2]
    const options = rawOptions === undefined ? null : rawOptions.split('|').map((option) => option.trim())
    if (options && isBuiltin(name)) problems.push({ code: 'builtinChoice', name })
    if (options?.some((option) => option === '')) problems.push({ code: 'emptyOption', name })
    const variable: TemplateVariable = isBuiltin(name)
      ? { kind: 'builtin', name: name.toLowerCase() }
      : options
        ? { kind: 'choice', name, options: [...new Set(options.filter((option) => option !== ''))] }
        : { kind: 'text', name }
    const earlier = seen.get(variable.name)
    if (!earlier) {
      seen.set(variable.name, variable)
      variables.push(variable)
    } else if (earlier.kind === 'choice' && variable.kind === 'choice' && earlier.options.join('|') !== variable.options.join('|')) {
      problems.push({ code: 'conflictingChoice', name })
    }
  }
  return { variables, problems: dedupeProblems(problems) }
}

function dedupeProblems(problems: TemplateProblem[]): TemplateProblem[] {
  const keys = new Set<string>()
  return problems.filter((problem) => {
    const key = `${problem.code}:${problem.name}`
    if (keys.has(key)) return false
    keys.add(key)
    return true
  })
}

/**
 * Fills a saved prompt: built-ins from `builtins`, the others from `values` (by name). A variable
 * without a value stays as written, so nothing silently disappears; values are never scanned again.
 */
export function fillPromptTemplate(text: string, values: Readonly<Record<string, string>>, builtins: PromptVariables): string {
  const builtinValues: Record<string, string> = { 'user.name': builtins.userName, date: builtins.date, 'tenant.language': builtins.tenantLanguage }
  return text.replace(templateVariablePattern, (whole, name: string) => {
    if (isBuiltin(name)) return builtinValues[name.toLowerCase()] ?? whole
    const value = values[name]
    return value === undefined || value === '' ? whole : value
  })
}

/** The names of the template's text and choice variables that have no value yet. */
export function missingTemplateValues(text: string, values: Readonly<Record<string, string>>): string[] {
  return parsePromptTemplate(text)
    .variables.filter((variable) => variable.kind !== 'builtin' && (values[variable.name] ?? '') === '')
    .map((variable) => variable.name)
}
