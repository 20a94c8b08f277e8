// Standing answers of the scripted OpenAI-compatible server (scripted-openai-server.ts) to the two
// prompts of the FAQ job (src/server/faq/): the questions it asks of a collection's documents
// (document-questions.ts parses one per line, each ending in "?") and each answer written from the
// numbered sources it was given (answer-question.ts keeps an answer only if it cites a source number
// it sent, here [1]). Register them before a catch-all answer: the first standing rule that matches
// answers.
//
//   const models = await startScriptedOpenAiServer()
//   answerFaqRequests(models, { questions: ['Wie lagere ich Dolorex?'], chunkDelayMs: 100 })
//   models.answerWhen(() => true, reply('Everything else'))
import { reply, type ScriptedOpenAiServer } from './scripted-openai-server.ts'

const messagesOf = (body: Record<string, unknown>) => JSON.stringify(body.messages ?? '')

/** The FAQ job asking for questions the documents answer (document-questions.ts). */
export const isFaqQuestionsRequest = (body: Record<string, unknown>) =>
  messagesOf(body).includes('FAQ questions, one per line')

/** The FAQ job asking for one answer from numbered sources (answer-question.ts). */
export const isFaqAnswerRequest = (body: Record<string, unknown>) =>
  messagesOf(body).includes('You write one answer for an FAQ')

export interface FaqAnswerOptions {
  /** The questions, each ending in "?" and 8 to 400 characters long, as the job keeps them. */
  readonly questions: readonly string[]
  /** The text of every answer; " [1]" is added, the first source of the request. */
  readonly answer?: string
  /** Delay before each word of an answer (the job streams it), so a run takes a while. */
  readonly chunkDelayMs?: number
}

export function answerFaqRequests(
  server: Pick<ScriptedOpenAiServer, 'answerWhen'>,
  { questions, answer = 'Laut den Unterlagen gilt das dort Gesagte.', chunkDelayMs = 0 }: FaqAnswerOptions,
): void {
  const bad = questions.find((question) => !question.endsWith('?') || question.length < 8)
  if (bad !== undefined) throw new Error(`Not a question the FAQ job keeps: ${JSON.stringify(bad)}`)
  server.answerWhen(
    isFaqQuestionsRequest,
    reply(questions.join('\n'), { usage: { input: 400, output: 10 * questions.length } }),
  )
  const words = `${answer} [1]`.split(/(?<= )/)
  server.answerWhen(
    isFaqAnswerRequest,
    reply(words, { chunkDelayMs, usage: { input: 300, output: words.length } }),
  )
}
