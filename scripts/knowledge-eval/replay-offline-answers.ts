// Replays the offline engine over the sources a quality run gathered (issue 38): `BENCH_STEPS=quality
// BENCH_QUALITY_DUMP=/tmp/q.json npm run bench:knowledge` writes every question's sources to
// /tmp/q.json.sources; `npx tsx scripts/knowledge-eval/replay-offline-answers.ts /tmp/q.json.sources
// [/tmp/replay.json]` composes each offline answer again (composeOfflineAnswer on an empty in-memory
// PGlite, which only ranks sentences) and prints the answer figures of the table: the engine's
// choice of sentences and its "no statement" rule measured in seconds, without indexing again.
// Retrieval changes need the bench itself. With a second file it writes each question's result
// there and, when that file exists already, lists the questions whose result changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { composeOfflineAnswer } from '../../src/server/chat/offline/compose-offline-answer.ts'
import type { NumberedSource } from '../../src/server/chat/answer/gather-sources.ts'
import { openDatabase } from '../../src/server/db/connect.ts'
import { crossLingual, evalQuestions, expectPattern } from './eval-set.ts'
import { saysNoAnswer } from './quality-figures.ts'

const [sourcesFile, resultFile] = process.argv.slice(2)
if (!sourcesFile) throw new Error('usage: replay-offline-answers.ts <dump>.sources [result.json]')
const normalise = (text: string) => text.replace(/\s+/g, ' ')
const questions = new Map(evalQuestions().map((question) => [question.id, question]))
const handle = await openDatabase({ dataDir: 'memory' })
const only = process.env.BENCH_ONLY?.split(',')
const results: Record<string, { value: boolean; noAnswer: boolean; answer: string }> = {}
for (const line of readFileSync(sourcesFile, 'utf8').split('\n')) {
  if (!line.trim()) continue
  const { id, sources } = JSON.parse(line) as { id: string; sources: NumberedSource[] }
  if (only && !only.includes(id)) continue
  const question = questions.get(id)!
  const answer = await composeOfflineAnswer(handle.db, question.question, sources, 'de', { retrieved: true })
  const noAnswer = saysNoAnswer(answer)
  const value =
    question.expect !== undefined && !noAnswer && expectPattern(question).test(normalise(answer.text))
  results[id] = { value, noAnswer, answer: normalise(answer.text) }
  if (process.env.REPLAY_SHOW)
    console.log(
      `${id} value ${value} noAnswer ${noAnswer}: ${question.question}\n  ${normalise(answer.text)}`,
    )
}
await handle.close()

const all = [...questions.values()].filter((question) => results[question.id])
const answerable = all.filter((question) => question.kind !== 'unanswerable')
const unanswerable = all.filter((question) => question.kind === 'unanswerable')
const cross = answerable.filter(crossLingual)
const count = (of: typeof all, test: (id: string) => boolean) => of.filter((q) => test(q.id)).length
console.log(
  JSON.stringify({
    value: +(count(answerable, (id) => results[id]!.value) / answerable.length).toFixed(3),
    valueCount: `${count(answerable, (id) => results[id]!.value)} of ${answerable.length}`,
    crossLingual: `${count(cross, (id) => results[id]!.value)} of ${cross.length}`,
    unanswerableSaysSo: `${count(unanswerable, (id) => results[id]!.noAnswer)} of ${unanswerable.length}`,
    falseNoAnswerPer20: +(
      (count(answerable, (id) => results[id]!.noAnswer) / answerable.length) *
      20
    ).toFixed(2),
    falseNoAnswer: count(answerable, (id) => results[id]!.noAnswer),
  }),
)
if (resultFile) {
  if (existsSync(resultFile)) {
    const before = JSON.parse(readFileSync(resultFile, 'utf8')) as typeof results
    for (const [id, result] of Object.entries(results)) {
      const old = before[id]
      if (!old || (old.value === result.value && old.noAnswer === result.noAnswer)) continue
      const kind = questions.get(id)!.kind
      console.log(
        `${id} [${kind}] value ${old.value}->${result.value} noAnswer ${old.noAnswer}->${result.noAnswer}: ${questions.get(id)!.question}\n  ${result.answer.slice(0, 300)}`,
      )
    }
  } else writeFileSync(resultFile, JSON.stringify(results))
}
