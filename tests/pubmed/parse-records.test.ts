// PubMed XML and MEDLINE .nbib to records: structured abstracts keep their labels, inline markup and
// entities become text, missing fields stay null, records without a PMID are skipped and counted.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NotPubmedXml, parsePubmedXml } from '../../src/server/pubmed/parse-pubmed-xml.ts'
import { parseNbib } from '../../src/server/pubmed/parse-nbib.ts'
import { sampleSizeOf, studyTypeOf } from '../../src/server/pubmed/types.ts'

const fixture = (name: string) => readFileSync(new URL(`../fixtures/pubmed/${name}`, import.meta.url), 'utf8')

describe('parsePubmedXml', () => {
  const { articles, skipped } = parsePubmedXml(fixture('efetch-vitamin-d.xml'))

  it('reads every record with a PMID and skips the one without', () => {
    expect(articles.map((a) => a.pmid)).toEqual(['90000001', '90000002', '90000003', '90000004'])
    expect(skipped).toBe(1)
  })

  it('keeps a structured abstract’s sections and decodes entities and markup', () => {
    const trial = articles[0]!
    expect(trial.abstract.map((s) => s.label)).toEqual(['BACKGROUND', 'METHODS', 'RESULTS', 'CONCLUSIONS'])
    expect(trial.abstract[1]!.text).toContain('25 µg vitamin D3 daily')
    expect(trial.abstract[3]!.text).toContain('adults & the effect')
    expect(trial).toMatchObject({
      journal: 'Journal of Respiratory Trials',
      journalAbbreviation: 'J Respir Trials',
      year: 2021,
      volume: '371',
      issue: '8',
      pages: '112-120',
      doi: '10.0000/jrt.2021.0001',
      authors: ['Moreau C', 'Keller JA'],
    })
    expect(studyTypeOf(trial)).toBe('Randomized Controlled Trial')
    expect(sampleSizeOf(trial)).toBe(1200)
  })

  it('reads a MedlineDate year, italic title text, collective authors and an unlabelled abstract', () => {
    const review = articles[1]!
    expect(review.year).toBe(2019)
    expect(review.title).toBe(
      'Vitamin D to prevent acute respiratory infections: systematic review and meta-analysis of individual participant data.',
    )
    expect(review.abstract).toHaveLength(1)
    expect(review.abstract[0]!.label).toBeNull()
    expect(review.authors.at(-1)).toBe('Vitamin D IPD Collaboration')
    expect(studyTypeOf(review)).toBe('Meta-Analysis')
    expect(sampleSizeOf(review)).toBe(11321)
  })

  it('leaves missing fields null instead of guessing', () => {
    const letter = articles[2]!
    expect(letter).toMatchObject({
      abstract: [],
      journal: null,
      pages: null,
      doi: null,
      volume: null,
      year: 2023,
    })
    expect(sampleSizeOf(letter)).toBeNull()
  })

  it('refuses what is not PubMed XML', () => {
    expect(() => parsePubmedXml('<rss><channel/></rss>')).toThrow(NotPubmedXml)
    expect(() => parsePubmedXml('not xml <')).toThrow(NotPubmedXml)
  })
})

describe('parseNbib', () => {
  it('reads MEDLINE records with continuation lines and inline abstract labels', () => {
    const { articles, skipped } = parseNbib(fixture('library-statins.nbib'))
    expect(skipped).toBe(1)
    expect(articles.map((a) => a.pmid)).toEqual(['90000005', '90000006'])
    const [trial, review] = articles
    expect(trial!.title).toBe(
      'Statin therapy and muscle symptoms: a randomised, placebo-controlled crossover trial.',
    )
    expect(trial!.abstract.map((s) => s.label)).toEqual(['BACKGROUND', 'METHODS', 'RESULTS', 'CONCLUSIONS'])
    expect(trial).toMatchObject({
      doi: '10.0000/cvt.2022.0005',
      year: 2022,
      authors: ['Lindqvist E', 'Okafor N'],
    })
    expect(sampleSizeOf(trial!)).toBe(200)
    expect(review).toMatchObject({
      year: 2018,
      pages: null,
      doi: null,
      journal: 'Preventive Cardiology Reviews',
    })
  })
})
