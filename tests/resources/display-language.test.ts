// References are named in the caller's language: countries declare `display: [code, { de: nameDe,
// en: nameEn, fr: nameFr }]`, so a PZN's country reads "DE · Allemagne" for a French request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResourceApp, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

const countryLabels = async (group: string, acceptLanguage?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/resources/pzns?pageSize=100',
    headers: { ...(await t.as('READ', group)), ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
  })
  expect(response.statusCode).toBe(200)
  const items = response.json().items as { country: string; labels: { country: string } }[]
  return new Map(items.map((row) => [row.country, row.labels.country]))
}

const names = (language: 'De' | 'En' | 'Fr') =>
  new Map(t.catalogue.countries.map((c) => [c.id, `${c.code} · ${c[`name${language}`]}`]))

describe('reference labels in the caller language', () => {
  it('names countries in the language Accept-Language asks for', async () => {
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const french = await countryLabels('BPI', 'fr')
    expect(french.get(germany.id)).toBe('DE · Allemagne')
    for (const [id, label] of french) expect(label).toBe(names('Fr').get(id))
    for (const [id, label] of await countryLabels('BPI', 'en-GB,en;q=0.9'))
      expect(label).toBe(names('En').get(id))
    for (const [id, label] of await countryLabels('NERES', 'de')) expect(label).toBe(names('De').get(id))
  })

  it("takes the first language it has by weight, else the caller's group's", async () => {
    for (const [id, label] of await countryLabels('BPI', 'it, fr;q=0.4, en;q=0.8'))
      expect(label).toBe(names('En').get(id))
    // NERES works in French, the other groups in German.
    for (const [id, label] of await countryLabels('NERES')) expect(label).toBe(names('Fr').get(id))
    for (const [id, label] of await countryLabels('NERES', 'it')) expect(label).toBe(names('Fr').get(id))
    for (const [id, label] of await countryLabels('BPI')) expect(label).toBe(names('De').get(id))
  })

  it('names the references of a single row the same way', async () => {
    const pzn = t.catalogue.pzns[0]!
    const country = t.catalogue.countries.find((c) => c.id === pzn.country)!
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/resources/pzns/${pzn.id}`,
      headers: { ...(await t.as('READ', 'DEMO')), 'accept-language': 'fr' },
    })
    expect(response.json().labels.country).toBe(`${country.code} · ${country.nameFr}`)
  })
})
