// The manifest's prompts of the analysis engine (manifest/analysis-prompts.yaml, decision 0095):
// version 1 of every profile, and which tool each profile belongs to.
import { analysisPromptDefaults } from '../../../generated/analysis-prompts.gen.ts'
import type { AnalysisProfile, AnalysisPromptDefault } from '../../../shared/manifest/types.ts'

export type { AnalysisProfile } from '../../../shared/manifest/types.ts'

export const analysisProfiles: readonly AnalysisProfile[] = ['pvScreening', 'promoCheck', 'podcastEpisode']

/** The manifest's default of a profile; the compiler and tests/analysis/prompt-defaults.test.ts keep all three there. */
export function promptDefaultFor(profile: AnalysisProfile): AnalysisPromptDefault {
  const found = analysisPromptDefaults.find((entry) => entry.profile === profile)
  if (!found) throw new Error(`manifest/analysis-prompts.yaml has no prompt for ${profile}`)
  return found
}

/** The profiles a tool runs (medicheck: pvScreening and promoCheck; podcast: podcastEpisode). */
export function profilesOf(tool: string): AnalysisProfile[] {
  return analysisPromptDefaults.filter((entry) => entry.tool === tool).map((entry) => entry.profile)
}

export function isAnalysisProfile(value: string): value is AnalysisProfile {
  return (analysisProfiles as readonly string[]).includes(value)
}
