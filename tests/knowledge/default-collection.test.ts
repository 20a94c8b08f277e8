// A data pool starts with a collection (issue 37, item 4; decision 0088): an admin's first list of
// the collections makes one named in the tenant's language, not internal, once per tenant, so a file
// can be uploaded at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

interface ListedCollection {
  id: string
  name: string
  internal: boolean
}

describe('the default data-pool collection', () => {
  let t: KnowledgeTestApp
  beforeAll(async () => {
    t = await buildKnowledgeApp()
  })
  afterAll(() => t.close())

  const list = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ url: '/api/knowledge/collections', headers })
    expect(response.statusCode, response.body).toBe(200)
    return response.json() as ListedCollection[]
  }

  it.each([
    ['NERES', 'Général'],
    ['DEMO', 'Allgemein'],
  ])(
    "is made for %s's admin in the tenant's language, not internal, and uploads go into it",
    async (group, name) => {
      const { headers } = await t.as('ADMIN', group)
      const [collection, ...more] = await list(headers)
      expect(more).toEqual([])
      expect(collection).toMatchObject({ name, internal: false })
      const uploaded = await t.upload(
        headers,
        { collectionId: collection!.id, filename: 'notice.txt' },
        'Posologie : un comprimé par jour.',
      )
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      expect(await t.waitForStatus(headers, uploaded.json().id, ['ready', 'failed'])).toMatchObject({
        status: 'ready',
      })
      // Read users of the tenant see it too (it is not internal).
      expect((await list((await t.as('READ', group)).headers)).map((c) => c.id)).toEqual([collection!.id])
    },
  )

  it('is made once per tenant, also when several first visits come at once', async () => {
    const { headers } = await t.as('ADMIN', 'BPI')
    const lists = await Promise.all([
      list(headers),
      list(headers),
      list(headers),
      list((await t.as('ROOT', 'BPI')).headers),
    ])
    const ids = new Set(lists.flat().map((c) => c.id))
    expect(ids.size).toBe(1)
    expect(await list(headers)).toHaveLength(1)
  })

  it('is not made by users who may not create collections, nor when the tenant has one', async () => {
    expect(await list((await t.as('WRITE', 'IGEPHA')).headers)).toEqual([])
    const admin = (await t.as('ADMIN', 'IGEPHA')).headers
    const own = await t.createCollection(admin, 'Fachinformationen')
    expect((await list(admin)).map((c) => c.id)).toEqual([own])
  })
})
