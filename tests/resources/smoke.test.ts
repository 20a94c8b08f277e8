import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildResourceApp, type ResourceTestApp } from './helpers.ts'
let t: ResourceTestApp
beforeAll(async () => { t = await buildResourceApp() })
afterAll(() => t.close())
it('smoke', async () => {
  const h = await t.as('READ', 'DEMO')
  for (const url of ['/api/resources/pzns?search=a&sort=-retailPrice&filter=marketStatus:eq:onMarket', '/api/resources/product-master', '/api/resources/my-markets', '/api/resources/pzns/export?format=csv']) {
    const r = await t.app.inject({ url, headers: h })
    console.log(url, r.statusCode, r.body.slice(0, 600))
  }
  expect(1).toBe(1)
})
