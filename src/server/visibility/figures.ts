// The figures of AI visibility from counted answers (decision 0099), pure so each can be checked by hand:
// visibility (answers naming the brand / answers), share of voice (brand's mentions / mentions of all
// tracked names, each name counted once per answer), average list position, citation share by domain
// type, sentiment and accuracy rate. Every proportion comes with its n and a Wilson 95 % interval and
// is marked a small sample under n = 20. Only answers with status ok are counted: failed and no-answer
// never enter a denominator. An empty range is 0 with n = 0, never NaN.
import { citationTypes, type CitationType } from './citations.ts'

export const smallSampleUnder = 20
const z = 1.959963984540054

export interface Proportion {
  readonly value: number
  readonly successes: number
  readonly n: number
  readonly low: number
  readonly high: number
  readonly smallSample: boolean
}

export interface Mean {
  readonly value: number
  readonly n: number
  readonly smallSample: boolean
}

/** The Wilson score interval at 95 %; n = 0 gives 0 [0, 0]. */
export function proportion(successes: number, n: number): Proportion {
  if (n <= 0) return { value: 0, successes: 0, n: 0, low: 0, high: 0, smallSample: true }
  const p = successes / n
  const z2 = z * z
  const denominator = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denominator
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))
  return {
    value: p,
    successes,
    n,
    low: Math.max(0, centre - half),
    high: Math.min(1, centre + half),
    smallSample: n < smallSampleUnder,
  }
}

export function mean(sum: number, n: number): Mean {
  return n <= 0
    ? { value: 0, n: 0, smallSample: true }
    : { value: sum / n, n, smallSample: n < smallSampleUnder }
}

/** What one group of answers adds up to (a row of the figures query). */
export interface AnswerCounts {
  /** Answers with status ok. */
  readonly answers: number
  readonly failed: number
  readonly noAnswer: number
  readonly brandAnswers: number
  readonly entityMentions: number
  readonly positionSum: number
  readonly positioned: number
  readonly citations: Readonly<Record<CitationType, number>>
  readonly positive: number
  readonly neutral: number
  readonly negative: number
  readonly correct: number
  readonly incorrect: number
}

export interface Figures {
  readonly answers: number
  readonly failed: number
  readonly noAnswer: number
  readonly visibility: Proportion
  readonly shareOfVoice: Proportion
  readonly averagePosition: Mean
  readonly citationShare: Readonly<Record<CitationType, Proportion>>
  readonly sentiment: {
    readonly positive: Proportion
    readonly neutral: Proportion
    readonly negative: Proportion
  }
  readonly accuracy: Proportion
}

export const emptyCounts: AnswerCounts = {
  answers: 0,
  failed: 0,
  noAnswer: 0,
  brandAnswers: 0,
  entityMentions: 0,
  positionSum: 0,
  positioned: 0,
  citations: { own: 0, competitor: 0, healthPortal: 0, retailer: 0, other: 0 },
  positive: 0,
  neutral: 0,
  negative: 0,
  correct: 0,
  incorrect: 0,
}

export function computeFigures(c: AnswerCounts): Figures {
  const citationTotal = citationTypes.reduce((sum, type) => sum + c.citations[type], 0)
  const judged = c.positive + c.neutral + c.negative
  return {
    answers: c.answers,
    failed: c.failed,
    noAnswer: c.noAnswer,
    visibility: proportion(c.brandAnswers, c.answers),
    shareOfVoice: proportion(c.brandAnswers, c.entityMentions),
    averagePosition: mean(c.positionSum, c.positioned),
    citationShare: Object.fromEntries(
      citationTypes.map((type) => [type, proportion(c.citations[type], citationTotal)]),
    ) as Record<CitationType, Proportion>,
    sentiment: {
      positive: proportion(c.positive, judged),
      neutral: proportion(c.neutral, judged),
      negative: proportion(c.negative, judged),
    },
    accuracy: proportion(c.correct, c.correct + c.incorrect),
  }
}
