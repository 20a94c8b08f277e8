// A tile's prompt template and the values of its form: which `{{name}}`s a template uses, how a
// form's values are checked, and how they fill the template. Shared by the manifest compiler, the
// server (the checks that count) and the browser (the same checks before sending).
import type { TileVariable } from '../manifest/types.ts'
import { fillPromptVariables, promptVariableNames, type PromptVariables } from './prompt-variables.ts'

/** What a form sends: text for text, long text, choice, date and file (a file id); a number for number. */
export type TileInputs = Readonly<Record<string, string | number | null | undefined>>

/** The longest value a text field may hold, in characters (long text: 20,000). */
export const tileTextLimits = { text: 500, longText: 20_000 } as const

const placeholder = /\{\{\s*([A-Za-z][A-Za-z0-9.]*)\s*\}\}/g
const builtIns: readonly string[] = promptVariableNames

/** The tile variable names a template refers to (built-ins such as `{{date}}` left out), in order, once each. */
export function tileTemplateNames(template: string): string[] {
  const names = new Set<string>()
  for (const match of template.matchAll(placeholder)) {
    const name = match[1]!
    if (!builtIns.includes(name.toLowerCase())) names.add(name)
  }
  return [...names]
}

/** Why a value is refused: a message key of the tiles catalogue (`tiles.error.*`). */
export type TileInputError = 'required' | 'tooLong' | 'notANumber' | 'notADate' | 'notAnOption' | 'notAFile' | 'unknown'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!isoDay.test(text)) return false
  const at = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(text)
}

/**
 * Checks a form's values against the tile's variables. Returns the values to use (defaults filled in
 * for fields left empty, text trimmed) and an error per bad field. Unknown fields are errors too, so a
 * stale form is noticed rather than silently ignored.
 */
export function checkTileInputs(variables: readonly TileVariable[], inputs: TileInputs): { values: Record<string, string | number>; errors: Record<string, TileInputError> } {
  const values: Record<string, string | number> = {}
  const errors: Record<string, TileInputError> = {}
  for (const name of Object.keys(inputs)) {
    if (!variables.some((variable) => variable.name === name)) errors[name] = 'unknown'
  }
  for (const variable of variables) {
    // Own values only: a field named like an Object member (`constructor`) is not filled by the prototype.
    const given = Object.hasOwn(inputs, variable.name) ? inputs[variable.name] : undefined
    const empty = given === undefined || given === null || (typeof given === 'string' && given.trim() === '')
    const value = empty ? variable.default : given
    if (value === undefined || value === null || value === '') {
      if (variable.required) errors[variable.name] = 'required'
      continue
    }
    switch (variable.type) {
      case 'number': {
        const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'))
        if (!Number.isFinite(number)) errors[variable.name] = 'notANumber'
        else values[variable.name] = number
        break
      }
      case 'date':
        if (!isCalendarDay(String(value).trim())) errors[variable.name] = 'notADate'
        else values[variable.name] = String(value).trim()
        break
      case 'choice':
        if (!variable.options?.includes(String(value))) errors[variable.name] = 'notAnOption'
        else values[variable.name] = String(value)
        break
      case 'file':
        if (typeof value !== 'string' || value.length > 64) errors[variable.name] = 'notAFile'
        else values[variable.name] = value
        break
      default: {
        const text = String(value).trim()
        if (text.length > tileTextLimits[variable.type]) errors[variable.name] = 'tooLong'
        else values[variable.name] = text
      }
    }
  }
  return { values, errors }
}

/**
 * Fills a template: `{{name}}` with the form's (already checked) text, then the built-ins as in
 * assistants. Values are inserted once and never scanned again, so a value such as `{{date}}` stays
 * literal. A variable left empty becomes an empty string.
 */
export function fillTileTemplate(template: string, values: Readonly<Record<string, string>>, builtInValues: PromptVariables): string {
  const parts: string[] = []
  let last = 0
  for (const match of template.matchAll(placeholder)) {
    const name = match[1]!
    if (builtIns.includes(name.toLowerCase())) continue
    parts.push(fillPromptVariables(template.slice(last, match.index), builtInValues), Object.hasOwn(values, name) ? values[name]! : '')
    last = match.index + match[0].length
  }
  parts.push(fillPromptVariables(template.slice(last), builtInValues))
  return parts.join('')
}
