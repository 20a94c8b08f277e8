// The dashboard's figures against the fixtures, computed by hand (tests/fixtures/linkedin/, made by
// scripts/make-linkedin-fixtures.ts). Posts of 2025 (figures: impressions, reached, reactions,
// comments, reposts):
//   1 Anna  2025-03-03 1000  800 40 5 5  "... Zyrtomax und Erkältung ..."      engagements 50
//   2 Anna  2025-03-17 2000 1500 30 6 4  "... Apothekentag"                    engagements 40
//   3 Jonas 2025-04-07  500  400 10 3 2  "... Heuschnupfen: Allergie ..."      engagements 15
//   4 Jonas 2025-05-12    0    -  0 0 0  "Zyrtomax Forte ..."                  no rate
// and one of 2024 (Anna, 3000 impressions), which 2025 leaves out. Marie consented but never posted.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productMaster } from '../../src/server/db/resources/tables.ts'
import { buildInfluencingApp, type InfluencingTestApp } from './influencing-helpers.ts'

let t: InfluencingTestApp
beforeAll(async () => {
  t = await buildInfluencingApp()
  await t.addAmbassador('Anna Berger', '2025-01-10')
  await t.addAmbassador('Jonas Keller', '2025-02-01')
  await t.addAmbassador('Marie Dubois', '2025-03-01')
  await t.app.db.insert(productMaster!).values({ id: randomUUID(), code: 'ZYR-10', name: 'Zyrtomax' })
  expect((await t.importFile('posts-en.csv')).statusCode).toBe(200)
  const topics = await t.app.inject({
    method: 'PUT',
    url: '/api/influencing/topics',
    headers: await t.as('ADMIN', 'DEMO'),
    payload: {
      items: [
        { name: 'Erkältung & Allergie', keywords: ['Erkältung', 'Heuschnupfen', 'Allergie'] },
        { name: 'Events', keywords: ['Apothekentag'] },
      ],
    },
  })
  expect(topics.statusCode, topics.body).toBe(200)
})
afterAll(async () => t?.close())

const dashboard = async (query: string) => {
  const response = await t.app.inject({
    url: `/api/influencing/dashboard?${query}`,
    headers: await t.as('READ', 'DEMO'),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

describe('dashboard of 2025', () => {
  it('sums the year’s posts; the rate is engagements over impressions', async () => {
    const d = await dashboard('year=2025')
    expect(d.totals).toEqual({
      posts: 4,
      impressions: 3500,
      membersReached: 2700,
      reactions: 80,
      comments: 14,
      reshares: 11,
      engagements: 105,
      engagementRate: 105 / 3500,
    })
  })

  it('groups by month and by ISO week (by the post’s day); a period without impressions has no rate', async () => {
    const months = (await dashboard('year=2025&by=month')).series
    expect(
      months.map(
        (s: {
          period: string
          posts: number
          impressions: number
          engagements: number
          engagementRate: number | null
        }) => [s.period, s.posts, s.impressions, s.engagements, s.engagementRate],
      ),
    ).toEqual([
      ['2025-03', 2, 3000, 90, 90 / 3000],
      ['2025-04', 1, 500, 15, 15 / 500],
      ['2025-05', 1, 0, 0, null],
    ])
    const weeks = (await dashboard('year=2025&by=week')).series
    expect(weeks.map((s: { period: string }) => s.period)).toEqual([
      '2025-03-03',
      '2025-03-17',
      '2025-04-07',
      '2025-05-12',
    ])
  })

  it('has a row per ambassador, the top posts by engagements, topics and the share naming own products', async () => {
    const d = await dashboard('year=2025')
    expect(
      d.ambassadors.map(
        (a: {
          name: string
          posts: number
          impressions: number
          engagementRate: number | null
          lastPostOn: string | null
        }) => [a.name, a.posts, a.impressions, a.engagementRate, a.lastPostOn],
      ),
    ).toEqual([
      ['Anna Berger', 2, 3000, 90 / 3000, '2025-03-17'],
      ['Jonas Keller', 2, 500, 15 / 500, '2025-05-12'],
      ['Marie Dubois', 0, 0, null, null],
    ])
    expect(
      d.topPosts.map((p: { url: string; engagements: number }) => [p.url.slice(-5), p.engagements]),
    ).toEqual([
      ['0001/', 50],
      ['0002/', 40],
      ['0003/', 15],
      ['0004/', 0],
    ])
    expect(
      d.topics.map(
        (x: { name: string; posts: number; impressions: number; engagementRate: number | null }) => [
          x.name,
          x.posts,
          x.impressions,
          x.engagementRate,
        ],
      ),
    ).toEqual([
      ['Erkältung & Allergie', 2, 1500, 65 / 1500],
      ['Events', 1, 2000, 40 / 2000],
    ])
    expect(d.products).toMatchObject({
      readable: true,
      postsNaming: 2,
      share: 0.5,
      named: [{ term: 'Zyrtomax', posts: 2 }],
    })
  })

  it('scores the programme with its formula: A = 2/3, R = 1/12, E = 3 % of 5 %', async () => {
    const { score } = await dashboard('year=2025')
    expect(score).toMatchObject({
      year: 2025,
      months: 12,
      ambassadors: 3,
      activeAmbassadors: 2,
      formula: '100 × (0.4 × A + 0.3 × R + 0.3 × min(E / 5 %, 1))',
    })
    expect(score.activeRate).toBeCloseTo(2 / 3, 10)
    expect(score.regularity).toBeCloseTo(1 / 12, 10)
    // 100 × (0.4 × 2/3 + 0.3 × 1/12 + 0.3 × 0.6) = 47.1666…, one decimal.
    expect(score.score).toBe(47.2)
  })

  it('has no score for a year without ambassadors and leaves 2024’s post to 2024', async () => {
    const d = await dashboard('year=2024')
    expect(d.totals.posts).toBe(1)
    expect(d.totals.impressions).toBe(3000)
    expect(d.score.score).toBeNull()
  })

  it('exports the ambassador table as CSV and the posts as XLSX', async () => {
    const headers = { ...(await t.as('READ', 'DEMO')), 'accept-language': 'en' }
    const csv = await t.app.inject({
      url: '/api/influencing/export?year=2025&table=ambassadors&format=csv&delimiter=comma',
      headers,
    })
    expect(csv.statusCode).toBe(200)
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toBe('"Anna Berger","2","3000","2300","70","11","9","90","0.03","2025-03-17"')
    const xlsx = await t.app.inject({
      url: '/api/influencing/export?year=2025&table=posts&format=xlsx',
      headers,
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
  })
})
