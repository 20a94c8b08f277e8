// Imports of LinkedIn post-analytics exports on the real database: the fixtures in three shapes
// (English CSV, German CSV, XLSX) give the same posts; a re-import updates and never duplicates; a
// later export adds the day's figures; a file with bad rows names each row's reason and writes nothing.
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { influencingPosts, influencingPostSnapshots } from '../../src/server/db/influencing-tables.ts'
import { buildInfluencingApp, type InfluencingTestApp } from './influencing-helpers.ts'

let t: InfluencingTestApp
beforeEach(async () => {
  t = await buildInfluencingApp()
  await t.addAmbassador('Anna Berger', '2025-01-10')
  await t.addAmbassador('Jonas Keller', '2025-02-01')
})
afterEach(async () => t?.close())

const counts = async () => ({
  posts: (await t.app.db.select().from(influencingPosts).where(eq(influencingPosts.tenantGroup, 'DEMO')))
    .length,
  snapshots: (await t.app.db.select().from(influencingPostSnapshots)).length,
})

const postsOf = async () => {
  const response = await t.app.inject({ url: '/api/influencing/posts', headers: await t.as('READ', 'DEMO') })
  expect(response.statusCode).toBe(200)
  return (
    response.json().items as {
      url: string
      publishedOn: string
      ambassadorName: string
      figures: Record<string, number | null> | null
      text: string
    }[]
  )
    .map((p) => ({
      url: p.url,
      publishedOn: p.publishedOn,
      ambassador: p.ambassadorName,
      figures: p.figures,
      text: p.text,
    }))
    .sort((a, b) => a.url.localeCompare(b.url))
}

describe('import', () => {
  it.each(['posts-en.csv', 'posts-de.csv', 'posts-en.xlsx'])(
    'reads %s into five posts with their figures',
    async (name) => {
      const response = await t.importFile(name)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toEqual({ rows: 5, postsCreated: 5, postsUpdated: 0, snapshots: 5 })
      const posts = await postsOf()
      expect(posts).toHaveLength(5)
      expect(posts[0]).toEqual({
        url: 'https://www.linkedin.com/feed/update/urn:li:activity:7000000000000000001/',
        publishedOn: '2025-03-03',
        ambassador: 'Anna Berger',
        text: 'Neue Studie zu Zyrtomax und Erkältung #Gesundheit',
        figures: { impressions: 1000, membersReached: 800, reactions: 40, comments: 5, reshares: 5 },
      })
      expect(posts[3]!.figures).toEqual({
        impressions: 0,
        membersReached: null,
        reactions: 0,
        comments: 0,
        reshares: 0,
      })
      expect(posts[4]!.figures!.impressions).toBe(3000)
    },
  )

  it('gives the same posts from every shape of the export', async () => {
    expect((await t.importFile('posts-en.csv')).statusCode).toBe(200)
    const english = await postsOf()
    // The German file and the workbook are the same posts: updated, not added.
    for (const name of ['posts-de.csv', 'posts-en.xlsx']) {
      const response = await t.importFile(name)
      expect(response.json()).toEqual({ rows: 5, postsCreated: 0, postsUpdated: 5, snapshots: 5 })
      expect(await postsOf()).toEqual(english)
    }
    expect(await counts()).toEqual({ posts: 5, snapshots: 5 })
  })

  it('keeps the figures of every day: a later export adds a snapshot and becomes the latest', async () => {
    await t.importFile('posts-en.csv')
    t.advanceDays(1)
    const response = await t.importFile('posts-later-en.csv')
    expect(response.json()).toEqual({ rows: 2, postsCreated: 0, postsUpdated: 2, snapshots: 2 })
    expect(await counts()).toEqual({ posts: 5, snapshots: 7 })
    const posts = await postsOf()
    expect(posts[0]!.figures).toEqual({
      impressions: 1200,
      membersReached: 900,
      reactions: 50,
      comments: 6,
      reshares: 4,
    })
    const list = (
      await t.app.inject({ url: '/api/influencing/posts', headers: await t.as('READ', 'DEMO') })
    ).json().items
    const first = list.find((p: { url: string }) => p.url.endsWith('0001/'))
    const detail = await t.app.inject({
      url: `/api/influencing/posts/${first.id}`,
      headers: await t.as('READ', 'DEMO'),
    })
    expect(detail.json().snapshots.map((s: { impressions: number }) => s.impressions)).toEqual([1000, 1200])
  })

  it('names every bad row and writes nothing', async () => {
    const response = await t.importFile('bad-rows-en.csv')
    expect(response.statusCode).toBe(422)
    expect(response.json().code).toBe('influencing.badRows')
    expect(
      response
        .json()
        .rowErrors.map((e: { line: number; column: string; code: string }) => [e.line, e.column, e.code]),
    ).toEqual([
      [3, 'Post URL', 'influencing.badUrl'],
      [4, 'Post publish date', 'influencing.badDate'],
      [5, 'Ambassador', 'influencing.unknownAmbassador'],
      [6, 'Impressions', 'influencing.badCount'],
      [7, 'Reactions', 'influencing.missingValue'],
      [9, 'Post URL', 'influencing.duplicateRow'],
    ])
    expect(await counts()).toEqual({ posts: 0, snapshots: 0 })
  })

  it('refuses a file without the required columns, of another type, empty or unreadable', async () => {
    const missing = await t.importFile('x.csv', {
      body: Buffer.from('Post URL,Impressions\nhttps://a.example/p,1\n'),
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('influencing.missingColumns')
    expect(missing.json().fieldErrors.content.params.columns).toBe(
      'Post publish date, Reactions, Comments, Reposts',
    )
    expect((await t.importFile('x.txt', { body: Buffer.from('a') })).json().code).toBe('influencing.fileType')
    expect((await t.importFile('x.csv', { body: Buffer.alloc(0) })).statusCode).toBe(400)
    const broken = await t.importFile('x.xlsx', { body: Buffer.from('PK\u0003\u0004 not really a workbook') })
    expect(broken.statusCode).toBeGreaterThanOrEqual(400)
    expect(broken.statusCode).toBeLessThan(500)
    expect(await counts()).toEqual({ posts: 0, snapshots: 0 })
  })

  it('gives rows without an ambassador the one chosen for the import, and refuses them without', async () => {
    const body = Buffer.from(
      'Post URL,Post date,Impressions,Reactions,Comments,Reposts\nhttps://www.linkedin.com/posts/anna_activity-7111111111111111111-abcd?utm=x,2025-06-02,100,1,2,3\n',
    )
    const without = await t.importFile('single.csv', { body })
    expect(without.json().rowErrors[0].code).toBe('influencing.ambassadorRequired')
    const list = (
      await t.app.inject({ url: '/api/influencing/ambassadors', headers: await t.as('READ', 'DEMO') })
    ).json().items
    const jonas = list.find((a: { name: string }) => a.name === 'Jonas Keller').id
    const response = await t.importFile('single.csv', { body, ambassadorId: jonas })
    expect(response.statusCode, response.body).toBe(200)
    const [post] = await postsOf()
    expect(post).toMatchObject({
      url: 'https://www.linkedin.com/feed/update/urn:li:activity:7111111111111111111/',
      ambassador: 'Jonas Keller',
    })
  })
})
