// The analysis engine's prompts (manifest section analysisPrompts, decision 0095): each output schema compiles as JSON Schema 2020-12 and declares, as required, the fields the
// engine reads from the output (src/server/analysis/runs/findings-from-output.ts).
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { AnalysisProfile, AnalysisPromptDefault } from '../shared/manifest/types.ts'
import type { Diagnostic } from './diagnostics.ts'
import type { MergedManifest } from './merge.ts'

/** The fields of each profile's output the engine reads; each must be a required property. */
export const analysisOutputFields: Readonly<Record<AnalysisProfile, readonly string[]>> = {
  pvScreening: ['relevance', 'summary', 'products', 'adverseEvents'],
  promoCheck: ['relevance', 'summary', 'findings'],
  podcastEpisode: ['summary', 'topics', 'mentions', 'healthClaims', 'adverseEvents'],
}

const profiles = Object.keys(analysisOutputFields) as AnalysisProfile[]

type RawPrompt = Omit<AnalysisPromptDefault, 'profile'>

export function checkAnalysisPrompts(merged: MergedManifest, d: Diagnostic[]): AnalysisPromptDefault[] {
  const raw = (merged.data.analysisPrompts ?? {}) as Partial<Record<AnalysisProfile, RawPrompt>>
  const found: AnalysisPromptDefault[] = []
  for (const profile of profiles) {
    const entry = raw[profile]
    // A manifest without the section (a compiler fixture) has no analysis engine; the real one has
    // every profile (tests/analysis/prompt-defaults.test.ts).
    if (!entry) continue
    const at = (message: string) =>
      d.push(merged.at(['analysisPrompts', profile, 'outputSchema'], 'INVALID_OUTPUT_SCHEMA', message))
    try {
      new Ajv2020({ strict: true, allErrors: true }).compile(entry.outputSchema)
    } catch (error) {
      at(`the output schema of ${profile} does not compile: ${(error as Error).message}`)
      continue
    }
    const schema = entry.outputSchema as { type?: unknown; required?: unknown }
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
    if (schema.type !== 'object') at(`the output schema of ${profile} must describe an object (type: object)`)
    const missing = analysisOutputFields[profile].filter((field) => !required.includes(field))
    if (missing.length > 0)
      at(`the output schema of ${profile} must require ${missing.join(', ')}: the engine reads them`)
    found.push({
      profile,
      tool: entry.tool,
      schemaVersion: entry.schemaVersion,
      instruction: entry.instruction,
      outputSchema: entry.outputSchema,
    })
  }
  return found
}
