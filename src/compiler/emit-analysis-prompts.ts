import type { AnalysisPromptDefault } from '../shared/manifest/types.ts'

/** src/generated/analysis-prompts.gen.ts: each profile's default prompt and output schema. */
export function emitAnalysisPrompts(prompts: readonly AnalysisPromptDefault[], header: string): string {
  return `${header}
import type { AnalysisPromptDefault } from '../shared/manifest/types.ts'

/** Version 1 of every analysis profile's prompt, with the JSON Schema its output must fit. */
export const analysisPromptDefaults: readonly AnalysisPromptDefault[] = ${JSON.stringify(prompts, null, 2)}
`
}
