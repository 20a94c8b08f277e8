import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildResourceApp, type ResourceTestApp } from './helpers.ts'
let t: ResourceTestApp
beforeAll(async () => { t = await buildResourceApp() })
afterAll(() => t.close())
it('smoke', async () => {
  const h = await t.as('WRITE', 'PARENT')
  const csv = 'pzn;country.code;name;marketStatus;retailPrice\n04114918;DE;Test A;onMarket;1,50\n1234567;DE;Bad;onMarket;2\n'
  let r = await t.app.inject({ method: 'POST', url: '/api/bulk-uploads', headers: h, payload: { resource: 'pzns', fileName: 'a.csv', content: Buffer.from(csv).toString('base64') } })
  console.log(r.statusCode, r.body)
  const id = r.json().id
  for (let i = 0; i < 50; i++) { r = await t.app.inject({ url: `/api/bulk-uploads/${id}`, headers: h }); if (r.json().status !== 'validating') break; await new Promise(res => setTimeout(res, 50)) }
  console.log(r.body)
  r = await t.app.inject({ url: `/api/bulk-uploads/${id}/preview`, headers: h }); console.log(r.statusCode, r.body)
  r = await t.app.inject({ url: `/api/bulk-uploads/${id}/report`, headers: h }); console.log(r.statusCode, r.body)
  expect(1).toBe(1)
})
