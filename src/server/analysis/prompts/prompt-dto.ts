// Prompt versions as the API answers with them (schema/openapi.yaml MedicheckPromptVersion and
// MedicheckPromptProfile): one shape for every tool's prompt routes (medicine-check, podcasts).
import { promptDefaultFor, type AnalysisProfile } from './prompt-defaults.ts'
import type { PromptRow } from './prompt-versions.ts'

export const toPromptVersionDto = (row: PromptRow) => ({
  id: row.id,
  profile: row.profile,
  version: row.version,
  instruction: row.instruction,
  schemaVersion: row.schemaVersion,
  note: row.note,
  inUse: row.inUse,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
})

/** A profile with its output schema and, of the tenant's prompt rows, its versions. */
export function toPromptProfileDto(rows: readonly PromptRow[], profile: AnalysisProfile) {
  const entry = promptDefaultFor(profile)
  return {
    profile,
    schemaVersion: entry.schemaVersion,
    outputSchema: entry.outputSchema,
    versions: rows.filter((row) => row.profile === profile).map(toPromptVersionDto),
  }
}
