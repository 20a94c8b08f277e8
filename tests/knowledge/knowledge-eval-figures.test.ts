// The measuring side of bench:knowledge's quality step (decision 0090): the BM25 baseline, the
// "no answer" signal and the figures of issue 38's table, on small hand-made inputs.
import { describe, expect, it } from 'vitest'
import { bm25, windowsOf } from '../../scripts/knowledge-eval/bm25-baseline.ts'
import type { EvalQuestion } from '../../scripts/knowledge-eval/eval-set.ts'
import {
  qualityFigures,
  saysNoAnswer,
  type QuestionResult,
} from '../../scripts/knowledge-eval/quality-figures.ts'

describe('BM25 baseline', () => {
  it('cuts a text into consecutive 800-character windows', () => {
    const windows = windowsOf('a.txt', 'x'.repeat(2000))
    expect(windows.map((window) => window.text.length)).toEqual([800, 800, 400])
    expect(windows.every((window) => window.file === 'a.txt')).toBe(true)
  })

  it('ranks the window holding the rarer question word first and leaves out windows without any', () => {
    const search = bm25([
      { file: 'common.txt', text: 'Dosierung Dosierung Tabletten für Erwachsene' },
      { file: 'rare.txt', text: 'Dosierung von Nasiclar für Kinder' },
      { file: 'other.txt', text: 'Lagerung unter 25 Grad' },
      { file: 'more.txt', text: 'Dosierung bei Nierenschwäche' },
    ])
    const found = search('Nasiclar Dosierung', 5)
    expect(found[0]!.file).toBe('rare.txt')
    expect(found.map((window) => window.file)).not.toContain('other.txt')
  })
})

describe('no answer', () => {
  it('is the engine’s structured flag, or an answer that cites nothing', () => {
    expect(saysNoAnswer({ citations: [{}], notInDocuments: true })).toBe(true)
    expect(saysNoAnswer({ citations: [] })).toBe(true)
    expect(saysNoAnswer({ citations: [{}], notInDocuments: false })).toBe(false)
    expect(saysNoAnswer({ citations: [{}] })).toBe(false)
  })
})

describe('quality figures', () => {
  const question = (id: string, kind: EvalQuestion['kind']): EvalQuestion => ({
    id,
    kind,
    language: 'de',
    question: id,
    file: kind === 'unanswerable' ? null : 'a.pdf',
    expect: kind === 'unanswerable' ? null : 'x',
  })
  const result = (id: string, kind: EvalQuestion['kind'], seen: Partial<QuestionResult>): QuestionResult => ({
    question: question(id, kind),
    crossLingual: false,
    top1: null,
    r1: false,
    hit5: false,
    value: false,
    noAnswer: false,
    retrievalMs: 10,
    answerMs: 20,
    baseline: { r1: false, hit5: false },
    ...seen,
  })

  it('counts R@1, hits, values and refusals over the right questions, with the issue’s goals', () => {
    const { figures, misses } = qualityFigures([
      result('a1', 'answerable', { r1: true, hit5: true, value: true, baseline: { r1: true, hit5: false } }),
      result('l1', 'lookalike', { r1: false, hit5: true, noAnswer: true }),
      result('v1', 'version', { r1: true, crossLingual: true, hit5: true, value: true }),
      result('c1', 'crosslingual', { crossLingual: true }),
      result('u1', 'unanswerable', { noAnswer: true }),
      result('u2', 'unanswerable', {}),
    ])
    const figure = (name: string) => figures.find((entry) => entry.figure === name)!
    expect(figure('r1All')).toMatchObject({ n: 4, tessera: 0.5, baseline: 0.25, met: false })
    expect(figure('r1Lookalike')).toMatchObject({ n: 1, tessera: 0 })
    expect(figure('r1Version')).toMatchObject({ n: 1, tessera: 1, met: true })
    expect(figure('hit5')).toMatchObject({ tessera: 0.75 })
    expect(figure('hit5CrossLingual')).toMatchObject({ n: 2, tessera: 0.5 })
    expect(figure('answerCrossLingual')).toMatchObject({ shown: '1 of 2', met: false })
    expect(figure('unanswerableSaysSo')).toMatchObject({ shown: '1 of 2', met: false })
    expect(figure('falseNoAnswerPer20')).toMatchObject({ tessera: 5, met: false })
    expect(figure('answerP95ms')).toMatchObject({ tessera: 20, met: true })
    expect(misses.unanswerableAnswered).toEqual(['u2'])
    expect(misses.falseNoAnswer).toEqual(['l1'])
  })
})
