// The export's cells as values, and post addresses in canonical form: table-driven, as the cases are data.
import { describe, expect, it } from 'vitest'
import { engagementRate, periodOf } from './figures.ts'
import { canonicalPostUrl } from './post-url.ts'
import { readCount, readDay } from './read-values.ts'

describe('readDay', () => {
  it.each([
    ['2025-03-03', '2025-03-03'],
    ['2025-03-03T10:00:00Z', '2025-03-03'],
    ['3.3.2025', '2025-03-03'],
    ['03.03.2025', '2025-03-03'],
    ['3/17/2025', '2025-03-17'],
    ['2/30/2025', null],
    ['17/3/2025', null],
    ['yesterday', null],
    ['', null],
  ])('%s -> %s', (cell, day) => expect(readDay(cell)).toBe(day))
})

describe('readCount', () => {
  it.each<[string | number | null, number | null]>([
    [1234, 1234],
    ['1234', 1234],
    ['1,234', 1234],
    ['1.234', 1234],
    ['1 234', 1234],
    ['1\u202f234', 1234],
    ['12,34', null],
    ['-5', null],
    [-5, null],
    [1.5, null],
    ['', null],
    [null, null],
  ])('%s -> %s', (cell, value) => expect(readCount(cell)).toBe(value))
})

describe('canonicalPostUrl', () => {
  const feed = 'https://www.linkedin.com/feed/update/urn:li:activity:7111111111111111111/'
  it.each([
    [feed, feed],
    ['https://www.linkedin.com/feed/update/urn:li:activity:7111111111111111111', feed],
    [
      'https://www.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A7111111111111111111/?utm_source=share',
      feed,
    ],
    [
      'https://www.linkedin.com/posts/anna-berger_apotheke-activity-7111111111111111111-AbCd?utm_source=x',
      feed,
    ],
    [
      'https://www.linkedin.com/feed/update/urn:li:ugcPost:7222222222222222222/',
      'https://www.linkedin.com/feed/update/urn:li:ugcPost:7222222222222222222/',
    ],
    ['HTTPS://Example.COM/blog/post/#top', 'https://example.com/blog/post'],
    ['not a url', null],
    ['javascript:alert(1)', null],
    ['ftp://example.com/x', null],
  ])('%s -> %s', (raw, canonical) => expect(canonicalPostUrl(raw)).toBe(canonical))
})

describe('figures', () => {
  it('has no engagement rate without impressions, never NaN', () => {
    expect(engagementRate({ impressions: 0, reactions: 0, comments: 0, reshares: 0 })).toBeNull()
    expect(engagementRate({ impressions: 200, reactions: 5, comments: 3, reshares: 2 })).toBe(0.05)
  })

  it.each([
    ['2025-03-03', '2025-03-03'],
    ['2025-03-09', '2025-03-03'],
    ['2025-03-10', '2025-03-10'],
    ['2025-01-01', '2024-12-30'],
  ])('puts %s in the ISO week of Monday %s', (day, monday) => expect(periodOf(day, 'week')).toBe(monday))
})
