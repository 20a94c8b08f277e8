// The second step of a run: a model judges each answer naming the brand, for what text matching cannot
// do: sentiment, and accuracy against the approved label (the project's data-pool collection, read
// through the retrieval service). A verdict quotes both sides, and both quotes must stand word for word
// in the answer and in the label passages; a claimed verdict whose quotes are not there is stored as
// unverifiable, never as correct or incorrect. Without approved texts accuracy is unverifiable.
import { AiCallFailed, completeText, type AiCallContext, type AiErrorCode } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import { locateQuote } from '../analysis/runs/locate-quote.ts'
import { retrievePassages, type Passage } from '../knowledge/retrieve.ts'
import { visibilityVerdicts } from '../db/visibility-tables.ts'

export const judgePromptVersion = 'visibility-judge-1'
const sentiments = ['positive', 'neutral', 'negative'] as const
const accuracies = ['correct', 'incorrect', 'noClaim', 'unverifiable'] as const

export const judgeInstruction = (brand: string) =>
  [
    `You check what an AI assistant's answer to a consumer says about the medicine ${brand}.`,
    'Reply with one JSON object only, no other text:',
    '{"sentiment":"positive|neutral|negative","accuracy":"correct|incorrect|noClaim|unverifiable","answerQuote":"","labelQuote":"","reason":""}',
    `sentiment: how the answer presents ${brand}.`,
    `accuracy: compare the answer's claims about ${brand} (dose, age limit, indication) with the approved label texts: correct when they agree, incorrect when the answer contradicts the label, noClaim when the answer makes no such claim, unverifiable when the label texts do not cover it.`,
    'answerQuote: the claim, copied word for word from the answer. labelQuote: the sentence of the label it is judged against, copied word for word. reason: one short sentence.',
  ].join('\n')

export interface JudgedAnswer {
  readonly id: string
  readonly projectId: string
  readonly text: string
}

export type JudgeOutcome = 'stored' | 'invalid' | 'failed' | { stopped: AiErrorCode }

const runStoppers: readonly AiErrorCode[] = ['ai.budgetExceeded', 'ai.modelNotAllowed', 'ai.stopped']

export async function labelPassages(
  ctx: AiCallContext,
  collectionId: string | null,
  query: string,
  minSimilarity: number,
): Promise<Passage[]> {
  if (!collectionId) return []
  return retrievePassages(
    ctx.db,
    { tenantGroup: ctx.tenantGroup, collections: [collectionId], includeInternal: true },
    query,
    { limit: 4, minSimilarity, userId: ctx.userId, signal: ctx.signal, log: ctx.log },
  )
}

function parseVerdict(text: string): Record<string, unknown> | null {
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

export async function judgeAnswer(
  ctx: AiCallContext,
  input: {
    brand: string
    answer: JudgedAnswer
    passages: readonly Passage[]
    model: ProviderChatModel
  },
): Promise<JudgeOutcome> {
  const { answer, passages, model } = input
  const labels =
    passages.length === 0
      ? '(none)'
      : passages.map((p, i) => `[${i + 1}] ${p.filename}\n${p.text}`).join('\n\n')
  let reply: Awaited<ReturnType<typeof completeText>>
  try {
    reply = await completeText(ctx, {
      model,
      messages: [
        { role: 'system', content: judgeInstruction(input.brand) },
        { role: 'user', content: `Approved label texts:\n${labels}\n\nAnswer:\n${answer.text}` },
      ],
      maxOutputTokens: 600,
    })
  } catch (error) {
    if (!(error instanceof AiCallFailed)) throw error
    return runStoppers.includes(error.code) ? { stopped: error.code } : 'failed'
  }
  const output = parseVerdict(reply.text)
  const sentiment = sentiments.find((s) => s === output?.sentiment)
  let accuracy = accuracies.find((a) => a === output?.accuracy)
  if (!output || !sentiment || !accuracy) return 'invalid'
  const answerSpan = locateQuote(answer.text, String(output.answerQuote ?? ''))
  const labelText = passages.map((p) => p.text).join('\n')
  const labelSpan = locateQuote(labelText, String(output.labelQuote ?? ''))
  const labelSource =
    labelSpan === null ? '' : (passages.find((p) => p.text.includes(labelSpan.quote))?.filename ?? '')
  // A verdict on the label stands only on quotes that are really there.
  if ((accuracy === 'correct' || accuracy === 'incorrect') && (!answerSpan || !labelSpan))
    accuracy = 'unverifiable'
  if (passages.length === 0 && accuracy !== 'noClaim') accuracy = 'unverifiable'
  await ctx.db
    .insert(visibilityVerdicts)
    .values({
      answerId: answer.id,
      projectId: answer.projectId,
      sentiment,
      accuracy,
      answerQuote: answerSpan?.quote ?? '',
      labelQuote: labelSpan?.quote ?? '',
      labelSource,
      reason: String(output.reason ?? '').slice(0, 500),
      promptVersion: judgePromptVersion,
      modelId: model.modelId,
      modelLabel: model.label,
      tokensIn: reply.inputTokens,
      tokensOut: reply.outputTokens,
    })
    .onConflictDoNothing()
  return 'stored'
}
