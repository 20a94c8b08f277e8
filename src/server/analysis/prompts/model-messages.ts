// What the model is sent for one item: the prompt version's instruction, then the engine's own frame
// (from the message catalogue, in the prompt's language), which an edited instruction cannot take
// away: the item is data between markers, never instructions; the answer is one JSON object fitting
// the schema, quotes copied word for word. The item follows in the user turn between the markers.
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import type { ChatTurn } from '../../ai/gateway.ts'
import { promptDefaultFor, type AnalysisProfile } from './prompt-defaults.ts'

const catalogues = { de, en, fr } as const

export type PromptLanguage = keyof typeof catalogues

const openMarker = '<<<ITEM'
const closeMarker = 'ITEM>>>'

function text(language: PromptLanguage, key: string, params: Record<string, string> = {}): string {
  const template = catalogues[language][key] ?? catalogues.en[key] ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole)
}

export interface ItemForModel {
  readonly title: string
  readonly text: string
  readonly language: string | null
  /** Terms the deterministic matcher found, with their list kind (own, competitor, ae ...). */
  readonly terms: readonly { term: string; kind: string }[]
}

export function modelMessages(
  profile: AnalysisProfile,
  instruction: string,
  language: PromptLanguage,
  item: ItemForModel,
): ChatTurn[] {
  const schema = JSON.stringify(promptDefaultFor(profile).outputSchema)
  const system = [
    instruction.trim(),
    text(language, 'analysisRun.frame.data', { open: openMarker, close: closeMarker }),
    schema,
  ].join('\n\n')
  // The item cannot close its own markers early.
  const body = item.text.split(closeMarker).join('ITEM>> >')
  const terms =
    item.terms.length > 0
      ? `\n${text(language, 'analysisRun.frame.terms')} ${item.terms.map((t) => `${t.term} (${t.kind})`).join(', ')}`
      : ''
  const user = `${openMarker}\n${item.title}\n${item.language ? `[${item.language}]\n` : ''}\n${body}\n${closeMarker}${terms}`
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ]
}

/** The second attempt: the first answer and why it did not fit. */
export function retryMessages(
  first: ChatTurn[],
  answer: string,
  detail: string,
  language: PromptLanguage,
): ChatTurn[] {
  return [
    ...first,
    { role: 'assistant', content: answer.slice(0, 20_000) },
    { role: 'user', content: text(language, 'analysisRun.frame.retry', { detail }) },
  ]
}
