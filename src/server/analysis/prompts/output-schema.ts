// A model's output checked against its profile's JSON Schema (manifest/analysis-prompts.yaml) with
// ajv, compiled once per profile. The text is parsed as one JSON object (a Markdown code fence around
// it is allowed, nothing else): what does not parse or fit is never used as a result.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { promptDefaultFor, type AnalysisProfile } from './prompt-defaults.ts'

const validators = new Map<AnalysisProfile, ValidateFunction>()

function validatorOf(profile: AnalysisProfile): ValidateFunction {
  let validate = validators.get(profile)
  if (!validate) {
    validate = new Ajv2020({ strict: true, allErrors: true }).compile(promptDefaultFor(profile).outputSchema)
    validators.set(profile, validate)
  }
  return validate
}

export type CheckedOutput =
  | { readonly ok: true; readonly output: Record<string, unknown> }
  | { readonly ok: false; readonly detail: string }

/** Longest validator message kept (it goes back to the model on the retry and into the result). */
const maxDetailChars = 600

export function checkModelOutput(profile: AnalysisProfile, text: string): CheckedOutput {
  const body = stripCodeFence(text.trim())
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    return { ok: false, detail: `not JSON: ${(error as Error).message}`.slice(0, maxDetailChars) }
  }
  const validate = validatorOf(profile)
  if (validate(parsed)) return { ok: true, output: parsed as Record<string, unknown> }
  const detail = (validate.errors ?? [])
    .slice(0, 5)
    .map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`)
    .join('; ')
  return { ok: false, detail: detail.slice(0, maxDetailChars) }
}

function stripCodeFence(text: string): string {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text)
  return fenced ? fenced[1]!.trim() : text
}
