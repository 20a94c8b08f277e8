// Who may do what in corporate influencing: DEMO only (other groups 403 on every endpoint), every
// level reads, WRITE enters posts by hand, ADMIN manages ambassadors, imports and topics; another
// tenant's rows are invisible (404) even where the group could reach the endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/generated/access.gen.ts'
import { buildInfluencingApp, type InfluencingTestApp } from './influencing-helpers.ts'

let t: InfluencingTestApp
let anna: string
beforeAll(async () => {
  t = await buildInfluencingApp()
  anna = await t.addAmbassador('Anna Berger', '2025-01-10')
})
afterAll(async () => t?.close())

const influencing = endpoints.filter((e) => e.path.startsWith('/api/influencing/'))
const post = {
  ambassadorId: 'x',
  url: 'https://www.linkedin.com/feed/update/urn:li:activity:1/',
  publishedOn: '2025-01-02',
  figures: { impressions: 1, reactions: 0, comments: 0, reshares: 0 },
}

describe('access', () => {
  it.each(['PARENT', 'BPI', 'IGEPHA', 'NERES'])(
    'refuses every influencing endpoint to %s, even its admins',
    async (group) => {
      expect(influencing.length).toBe(22)
      const headers = await t.as('ADMIN', group)
      for (const endpoint of influencing) {
        const url = endpoint.path
          .replace('{ambassadorId}', anna)
          .replace('{postId}', 'p')
          .replace('{ideaId}', 'i')
        const response = await t.app.inject({
          method: endpoint.method as 'GET',
          url,
          headers,
          ...(endpoint.method !== 'GET' && endpoint.method !== 'DELETE' && { payload: {} }),
        })
        expect(response.statusCode, `${endpoint.method} ${url}`).toBe(403)
      }
    },
  )

  it('lets READ read but not write, WRITE enter posts, and only ADMIN manage ambassadors, imports and topics', async () => {
    const read = await t.as('READ', 'DEMO')
    const write = await t.as('WRITE', 'DEMO')
    for (const url of [
      '/api/influencing/dashboard',
      '/api/influencing/posts',
      '/api/influencing/ambassadors',
      '/api/influencing/topics',
    ])
      expect((await t.app.inject({ url, headers: read })).statusCode, url).toBe(200)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/influencing/posts',
          headers: read,
          payload: { ...post, ambassadorId: anna },
        })
      ).statusCode,
    ).toBe(403)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/posts',
      headers: write,
      payload: { ...post, ambassadorId: anna },
    })
    expect(created.statusCode, created.body).toBe(201)
    for (const headers of [read, write]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/influencing/ambassadors',
            headers,
            payload: { name: 'X', consentOn: '2025-01-01' },
          })
        ).statusCode,
      ).toBe(403)
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/influencing/ambassadors/${anna}`, headers }))
          .statusCode,
      ).toBe(403)
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/influencing/topics',
            headers,
            payload: { items: [] },
          })
        ).statusCode,
      ).toBe(403)
      expect(
        (await t.importFile('posts-en.csv', { role: headers === read ? 'READ' : 'WRITE' })).statusCode,
      ).toBe(403)
    }
  })

  it('refuses an ambassador id that is not the tenant’s and answers 404 for an unknown post', async () => {
    const list = (
      await t.app.inject({ url: '/api/influencing/posts', headers: await t.as('READ', 'DEMO') })
    ).json().items
    expect(list).toHaveLength(1)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/posts',
      headers: await t.as('WRITE', 'DEMO'),
      payload: { ...post, ambassadorId: 'not-ours' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.ambassadorId.code).toBe('influencing.unknownAmbassador')
    expect(
      (await t.app.inject({ url: '/api/influencing/posts/not-ours', headers: await t.as('READ', 'DEMO') }))
        .statusCode,
    ).toBe(404)
  })

  it('takes a manual post’s figures of another day as a new snapshot of the same post', async () => {
    const headers = await t.as('WRITE', 'DEMO')
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/posts',
      headers,
      payload: {
        ...post,
        ambassadorId: anna,
        figures: { ...post.figures, takenOn: '2025-02-01', impressions: 0 },
      },
    })
    expect(again.statusCode, again.body).toBe(200)
    const detail = await t.app.inject({ url: `/api/influencing/posts/${again.json().id}`, headers })
    expect(detail.json().snapshots.map((s: { takenOn: string }) => s.takenOn)).toHaveLength(2)
    const future = await t.app.inject({
      method: 'POST',
      url: '/api/influencing/posts',
      headers,
      payload: { ...post, ambassadorId: anna, publishedOn: '2999-01-01' },
    })
    expect(future.json().fieldErrors.publishedOn.code).toBe('influencing.badDate')
  })
})
