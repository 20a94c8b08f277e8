// Checks of a saved prompt's fields, shared by create, update and import: every problem of every
// field at once, as field errors with codes the browser shows in the user's language.
import { fieldError, type FieldError } from '../lib/http-error.ts'
import { parsePromptTemplate } from '../../shared/ai/prompt-variables.ts'

export const promptLimits = { title: 200, description: 2000, body: 20_000, category: 100, tags: 20, tag: 50 } as const

export interface PromptFields {
  title?: unknown
  description?: unknown
  body?: unknown
  category?: unknown
  tags?: unknown
  visibility?: unknown
}

export interface CleanPromptFields {
  title?: string
  description?: string
  body?: string
  category?: string
  tags?: string[]
  visibility?: 'private' | 'shared'
}

/** Trimmed fields and the problems found, field names prefixed with `prefix` (import: `prompts.3.`). */
export function validatePromptFields(input: PromptFields, { required, prefix = '' }: { required: boolean; prefix?: string }): { fields: CleanPromptFields; errors: Record<string, FieldError> } {
  const errors: Record<string, FieldError> = {}
  const fields: CleanPromptFields = {}
  const text = (name: keyof typeof promptLimits & keyof PromptFields, value: unknown, mustHave: boolean): string | undefined => {
    if (value === undefined && !mustHave) return undefined
    if (typeof value !== 'string' || value.trim() === '') {
      if (mustHave) errors[prefix + name] = fieldError(`prompts.${name}Required`, `${name} is required`)
      else if (value !== undefined && typeof value !== 'string') errors[prefix + name] = fieldError('prompts.notText', `${name} must be text`)
      return typeof value === 'string' ? '' : undefined
    }
    const trimmed = value.trim()
    if (trimmed.length > promptLimits[name]) errors[prefix + name] = fieldError('prompts.tooLong', `${name} is longer than ${promptLimits[name]} characters`, { max: promptLimits[name] })
    return trimmed
  }
  fields.title = text('title', input.title, required)
  fields.body = text('body', input.body, required)
  if (input.description !== undefined) fields.description = text('description', input.description, false) ?? ''
  if (input.category !== undefined) fields.category = text('category', input.category, false) ?? ''
  if (fields.body) {
    const problem = parsePromptTemplate(fields.body).problems[0]
    if (problem) errors[`${prefix}body`] ??= fieldError(`prompts.template.${problem.code}`, `The variable {{${problem.name}}} is not usable (${problem.code})`, { name: problem.name })
  }
  if (input.tags !== undefined) {
    const tags = Array.isArray(input.tags) && input.tags.every((tag) => typeof tag === 'string') ? [...new Set(input.tags.map((tag: string) => tag.trim()).filter((tag) => tag !== ''))] : null
    if (!tags || tags.length > promptLimits.tags || tags.some((tag) => tag.length > promptLimits.tag))
      errors[`${prefix}tags`] = fieldError('prompts.tagsInvalid', `At most ${promptLimits.tags} tags of ${promptLimits.tag} characters`, { max: promptLimits.tags, length: promptLimits.tag })
    else fields.tags = tags
  }
  if (input.visibility !== undefined) {
    if (input.visibility !== 'private' && input.visibility !== 'shared') errors[`${prefix}visibility`] = fieldError('prompts.visibilityInvalid', 'visibility is private or shared')
    else fields.visibility = input.visibility
  }
  for (const key of ['title', 'body', 'description', 'category'] as const) if (fields[key] === undefined) delete fields[key]
  return { fields, errors }
}
