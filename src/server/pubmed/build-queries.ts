// The question (de, fr or en) becomes 1-3 English PubMed queries with field tags. A language model
// writes them through the gateway; without one (or when its answer is unusable) one deterministic
// query is built from the question's own terms: the content words, each as [tiab], joined by AND.
import { completeText, type AiCallContext } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'

const stopWords = new Set(
  (
    'the and for with what which who how does do did are was were is be been can could should would ' +
    'of in on at to from by about into than then there this that these those any some most more less ' +
    'effect effects evidence study studies patients use used using versus vs between among ' +
    'der die das und oder mit für von bei wie was welche welcher wirkt wirken hilft helfen gibt es ist sind ' +
    'ein eine einer eines dem den des zu zur zum im in auf über gegen als auch nicht wird werden ' +
    'vor nach unter ohne sich sein haben hat kann können beim vom bringt ' +
    'le la les un une des du de et ou avec pour par sur dans est sont quel quelle quels quelles ' +
    'aide aident contre chez entre plus moins que qui quoi comment il elle ils au aux ce cette ces ' +
    'avant après sans sous peut peuvent fait font'
  ).split(/\s+/),
)

/** Content words of a question, lower case, in order, without repeats. */
export function questionTerms(text: string): string[] {
  const terms: string[] = []
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []) {
    if (word.length < 3 && !/\d/.test(word)) continue
    if (stopWords.has(word) || terms.includes(word)) continue
    terms.push(word)
  }
  return terms
}

/** The query without a model: at most six of the question's terms, each in title or abstract. */
export function deterministicQuery(question: string): string {
  const terms = questionTerms(question).slice(0, 6)
  return terms.map((term) => `${term}[tiab]`).join(' AND ')
}

/** The plain words of a PubMed query (field tags, operators and quotes removed): what relevance counts. */
export function queryTerms(query: string): string[] {
  const plain = query.replace(/\[[^\]]*\]/g, ' ').replace(/\b(AND|OR|NOT)\b/g, ' ')
  return questionTerms(plain)
}

/** A query a user or a model wrote: one line, at most 500 characters, balanced brackets. */
export function isUsableQuery(query: string): boolean {
  const trimmed = query.trim()
  if (!trimmed || trimmed.length > 500 || /[\n\r]/.test(trimmed)) return false
  const opened = (trimmed.match(/\(/g) ?? []).length
  return opened === (trimmed.match(/\)/g) ?? []).length && queryTerms(trimmed).length > 0
}

const instructions = [
  'You turn a question from a medical-affairs team (German, French or English) into PubMed search queries.',
  'Answer with a JSON array of one to three English PubMed queries and nothing else.',
  'Use field tags such as [tiab], [mh] and [pt], boolean operators and parentheses.',
  'The first query is the most precise; later ones broaden it.',
].join(' ')

/** 1-3 queries from the model; null when its answer holds no usable query. Throws AiCallFailed. */
export async function writeQueriesWithModel(
  ctx: AiCallContext,
  model: ProviderChatModel,
  question: string,
  earlier: readonly string[] = [],
): Promise<string[] | null> {
  // A follow-up ("and in children?") is read with the conversation's earlier questions.
  const content =
    earlier.length > 0
      ? `Earlier questions of this conversation:\n${earlier.map((q) => `- ${q}`).join('\n')}\n\nQuestion: ${question}`
      : question
  const { text } = await completeText(ctx, {
    model,
    maxOutputTokens: 400,
    messages: [
      { role: 'system', content: instructions },
      { role: 'user', content },
    ],
  })
  const json = /\[[\s\S]*\]/.exec(text)?.[0]
  if (!json) return null
  try {
    const parsed = JSON.parse(json) as unknown
    if (!Array.isArray(parsed)) return null
    const queries = parsed.filter((one): one is string => typeof one === 'string' && isUsableQuery(one))
    return queries.length > 0 ? queries.slice(0, 3).map((one) => one.trim()) : null
  } catch {
    return null
  }
}
