// The post-call analysis prompt and the check of its answer. The model answers one JSON object; every
// value it does not give, or gives outside the field's type, choices or the three verdicts, is kept as
// unknown (null): nothing is filled in that the model did not say.
import type { ChatTurn } from '../ai/gateway.ts'
import {
  unknownOutput,
  type AdverseEventCapture,
  type VoiceAgentConfig,
  type VoiceAnalysisOutput,
  type VoiceTurn,
} from './agent-config.ts'

/** Fewer caller words than this: the call is too short to analyse, everything stays unknown. */
export const minCallerWords = 4

export function isTooShort(transcript: VoiceTurn[]): boolean {
  const words = transcript
    .filter((turn) => turn.role === 'caller')
    .flatMap((turn) => turn.text.split(/\s+/).filter(Boolean))
  return words.length < minCallerWords
}

export function analysisMessages(config: VoiceAgentConfig, transcript: VoiceTurn[]): ChatTurn[] {
  const fields = config.dataFields.map(
    (field) =>
      `- "${field.key}" (${field.type === 'yesNo' ? 'true/false' : field.type}${field.type === 'choice' ? `: one of ${JSON.stringify(field.choices ?? [])}` : ''}): ${field.description}`,
  )
  const criteria = config.successCriteria.map((one) => `- "${one.key}": ${one.description}`)
  const system = [
    'You analyse the transcript of a phone call answered by a voice agent of an OTC medicine manufacturer.',
    'Answer with one JSON object only, no prose, with these keys:',
    '"summary": a short summary (string), following this instruction: ' +
      (config.summaryPrompt.trim() || 'Summarise the call in two sentences.'),
    '"fields": an object with one key per data field below; the value, or null when the call does not say it:',
    ...(fields.length ? fields : ['(no data fields)']),
    '"criteria": an object with one key per success criterion below; "pass", "fail" or "unknown" when the call does not show it:',
    ...(criteria.length ? criteria : ['(no criteria)']),
    '"adverseEvent": { "suspected": true/false (an undesired effect after taking a medicine is mentioned), "product", "reaction", "patient", "reporter" (strings as said in the call, or null), "contactConsent": true/false/null (the caller agreed to be contacted by the safety department) }.',
    'Never invent a value: use null or "unknown" when the transcript does not say it.',
  ].join('\n')
  const lines = transcript.map(
    (turn) => `[${turn.start.toFixed(1)}s] ${turn.role === 'agent' ? 'Agent' : 'Caller'}: ${turn.text}`,
  )
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Transcript:\n${lines.join('\n')}` },
  ]
}

/** The model's answer checked against the agent's fields; null when it is not a JSON object at all. */
export function readAnalysisOutput(config: VoiceAgentConfig, text: string): VoiceAnalysisOutput | null {
  const json = parseObject(text)
  if (!json) return null
  const output = unknownOutput(config)
  output.summary = typeof json.summary === 'string' && json.summary.trim() ? json.summary.trim() : null
  const fields = asObject(json.fields)
  for (const field of config.dataFields) {
    const value = fields[field.key]
    if (field.type === 'number') {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
      output.fields[field.key] = Number.isFinite(number) ? number : null
    } else if (field.type === 'yesNo') output.fields[field.key] = typeof value === 'boolean' ? value : null
    else if (field.type === 'choice')
      output.fields[field.key] =
        typeof value === 'string' && (field.choices ?? []).includes(value) ? value : null
    else output.fields[field.key] = typeof value === 'string' && value.trim() ? value.trim() : null
  }
  const criteria = asObject(json.criteria)
  for (const criterion of config.successCriteria) {
    const value = criteria[criterion.key]
    output.criteria[criterion.key] = value === 'pass' || value === 'fail' ? value : 'unknown'
  }
  const ae = asObject(json.adverseEvent)
  const text_ = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)
  const capture: AdverseEventCapture = {
    suspected: typeof ae.suspected === 'boolean' ? ae.suspected : null,
    product: text_(ae.product),
    reaction: text_(ae.reaction),
    patient: text_(ae.patient),
    reporter: text_(ae.reporter),
    contactConsent: typeof ae.contactConsent === 'boolean' ? ae.contactConsent : null,
  }
  output.adverseEvent = capture
  return output
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** The JSON object of the answer; a model may wrap it in a ```json fence. */
function parseObject(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    const value = JSON.parse(text.slice(start, end + 1)) as unknown
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
