// What a voice agent is (issue 42, decision 0102): stored as one JSON document per version, so a call
// and an analysis name the version they used and an older version stays readable as it was.

export const voiceLanguages = ['de-DE', 'de-AT', 'fr-FR'] as const
export type VoiceLanguage = (typeof voiceLanguages)[number]

export interface VoiceDataField {
  key: string
  /** text, choice, yesNo, number */
  type: 'text' | 'choice' | 'yesNo' | 'number'
  description: string
  /** choice: the allowed answers. */
  choices?: string[]
}

export interface VoiceCriterion {
  key: string
  description: string
}

export interface VoiceAgentConfig {
  persona: string
  language: VoiceLanguage
  /** The speech model's voice name (e.g. alloy); the browser picks its own for speechSynthesis. */
  voice: string
  instructions: string
  firstMessage: string
  /** Knowledge collections searched for each caller turn (ids of the tenant's collections). */
  collectionIds: string[]
  /** The product master is looked up for each caller turn. */
  productLookup: boolean
  /** Null: the tenant's default chat model. */
  chatModelId: string | null
  /** Null: typed input and the browser's own speech (no server speech). */
  transcriptionModelId: string | null
  speechModelId: string | null
  maxCallSeconds: number
  recording: boolean
  consentText: string
  summaryPrompt: string
  dataFields: VoiceDataField[]
  successCriteria: VoiceCriterion[]
}

export interface VoiceTurnLatencies {
  sttMs: number | null
  firstTokenMs: number | null
  speechMs: number | null
  totalMs: number
}

export interface VoiceTurn {
  role: 'agent' | 'caller'
  text: string
  /** Seconds from the call's start. */
  start: number
  end: number
  latencies?: VoiceTurnLatencies
  /** A recorded browser turn's audio in the file store (the caller's recording, the agent's speech). */
  audioFileId?: string
}

export type Verdict = 'pass' | 'fail' | 'unknown'

/** The mandatory adverse-event capture: every element null when the call does not say it. */
export interface AdverseEventCapture {
  suspected: boolean | null
  product: string | null
  reaction: string | null
  patient: string | null
  reporter: string | null
  contactConsent: boolean | null
}

export interface VoiceAnalysisOutput {
  summary: string | null
  /** Each field's value or null (unknown). */
  fields: Record<string, string | number | boolean | null>
  criteria: Record<string, Verdict>
  adverseEvent: AdverseEventCapture
}

/** Duplicate keys and empty choice lists are refused by name (the JSON schema cannot say it). */
export function configProblems(config: VoiceAgentConfig): string[] {
  const problems: string[] = []
  const keys = new Set<string>()
  for (const field of config.dataFields) {
    if (keys.has(field.key)) problems.push(`dataFields.${field.key}`)
    keys.add(field.key)
    if (field.type === 'choice' && (field.choices ?? []).filter((one) => one.trim()).length < 2)
      problems.push(`dataFields.${field.key}.choices`)
  }
  const criteria = new Set<string>()
  for (const criterion of config.successCriteria) {
    if (criteria.has(criterion.key)) problems.push(`successCriteria.${criterion.key}`)
    criteria.add(criterion.key)
  }
  if (config.recording && !config.consentText.trim()) problems.push('consentText')
  return problems
}

/** An output where nothing is known: what a short or empty call gets. */
export function unknownOutput(config: VoiceAgentConfig): VoiceAnalysisOutput {
  return {
    summary: null,
    fields: Object.fromEntries(config.dataFields.map((field) => [field.key, null])),
    criteria: Object.fromEntries(config.successCriteria.map((one) => [one.key, 'unknown' as const])),
    adverseEvent: {
      suspected: null,
      product: null,
      reaction: null,
      patient: null,
      reporter: null,
      contactConsent: null,
    },
  }
}

/** All pass -> pass; any fail -> fail; otherwise (or no criteria) unknown. */
export function overallOutcome(criteria: Record<string, Verdict>): Verdict {
  const verdicts = Object.values(criteria)
  if (verdicts.includes('fail')) return 'fail'
  if (verdicts.length > 0 && verdicts.every((one) => one === 'pass')) return 'pass'
  return 'unknown'
}
