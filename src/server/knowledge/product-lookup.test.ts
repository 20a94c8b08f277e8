// The product lookup on a real database and app: a PZN in a question finds its records with price,
// another tenant's licensed rows stay invisible, and every hit is a row the API shows that user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResourceApp, uploadAndCommit, type ResourceTestApp } from '../../../tests/resources/helpers.ts'
import { generateCip13, generatePzn8 } from '../../shared/identifiers/index.ts'
import { bearer } from '../../../tests/server/helpers/build-app.ts'
import { findProductTerms, namesProduct } from './product-terms.ts'
import { lookupProducts, productLookupTool, type LookupUser } from './product-lookup.ts'

let t: ResourceTestApp
const users: Record<string, { user: LookupUser; headers: Record<string, string> }> = {}

async function userOf(role: string, group: string) {
  const key = `${role}@${group}`
  if (!users[key]) {
    const { user, password } = await t.createUser({ role, group })
    users[key] = {
      user: { id: user.id, group, role, features: [] },
      headers: bearer(await t.signIn(user.email, password)),
    }
  }
  return users[key]
}

beforeAll(async () => {
  t = await buildResourceApp()
  const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/resources/pzns',
    headers: (await userOf('WRITE', 'PARENT')).headers,
    payload: {
      pzn: '27580899',
      country: germany.id,
      name: 'Dolorex 400 mg Filmtabletten',
      activeSubstance: 'Ibuprofen',
      packSize: '20 St.',
      retailPrice: 6.95,
      marketStatus: 'onMarket',
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  await uploadAndCommit(t, ['WRITE', 'IGEPHA'], 'lauer-taxe', [
    'pzn;issueDate;name;manufacturerPrice;pharmacyPurchasePrice;retailPrice;marketStatus',
    '27580899;2026-11-01;Dolorex 400 mg 20 St.;3,10;4,20;6,95;onMarket',
  ])
})
afterAll(async () => t?.close())

describe('findProductTerms', () => {
  it('finds identifiers whose check digit holds, and the words that may be names', () => {
    expect(findProductTerms('Was kostet PZN 27580899? Und PZN-27580898?')).toEqual({
      identifiers: ['27580899'],
      words: [],
    })
    const cip = generateCip13(1)
    expect(findProductTerms(`Prix du CIP ${cip} ou de la PZN 2444238 ?`).identifiers).toEqual([
      cip,
      '2444238',
    ])
    expect(findProductTerms('Wie viel kostet Dolorex mit Ibuprofen?').words).toEqual(['dolorex', 'ibuprofen'])
  })
})

describe('lookupProducts', () => {
  it('answers "Was kostet PZN 27580899?" with the record, its price and a link to it', async () => {
    const { user } = await userOf('READ', 'IGEPHA')
    const hits = await lookupProducts(t.app.db, user, 'Was kostet PZN 27580899?')
    const pzn = hits.find((h) => h.resource === 'pzns')!
    expect(pzn).toMatchObject({
      title: '27580899 · Dolorex 400 mg Filmtabletten',
      href: '/services/pzns?search=27580899',
    })
    expect(pzn.fields).toContainEqual({ label: 'Apothekenverkaufspreis', value: '6,95' })
    const taxe = hits.find((h) => h.resource === 'lauer-taxe')!
    expect(taxe.fields).toContainEqual(expect.objectContaining({ value: '4,2' }))
    expect(
      hits
        .slice(0, 2)
        .map((h) => h.resource)
        .sort(),
    ).toEqual(['lauer-taxe', 'pzns'])
  })

  it('never shows another tenant its licensed rows; reference rows are everyone’s', async () => {
    const { user, headers } = await userOf('ADMIN', 'BPI')
    const hits = await lookupProducts(t.app.db, user, 'Was kostet PZN 27580899?')
    expect(hits.map((h) => h.resource)).toEqual(['pzns'])
    const api = await t.app.inject({ url: '/api/resources/lauer-taxe?search=27580899', headers })
    expect(api.json().items).toEqual([])
  })

  it('gives a READ user exactly the rows the product-data API lists for them', async () => {
    for (const [role, group] of [
      ['READ', 'IGEPHA'],
      ['READ', 'NERES'],
    ] as const) {
      const { user, headers } = await userOf(role, group)
      const hits = await lookupProducts(t.app.db, user, 'PZN 27580899 Dolorex', { limit: 50 })
      const viaApi: string[] = []
      for (const resource of ['pzns', 'lauer-taxe', 'bundle', 'product-master']) {
        const answer = await t.app.inject({ url: `/api/resources/${resource}?search=27580899`, headers })
        expect(answer.statusCode).toBe(200)
        viaApi.push(
          ...answer
            .json()
            .items.filter((row: { pzn?: string }) => row.pzn === '27580899')
            .map((row: { id: string }) => `${resource}/${row.id}`),
        )
      }
      const found = hits.filter((h) => h.title.includes('27580899')).map((h) => `${h.resource}/${h.id}`)
      expect(found.sort()).toEqual(viaApi.sort())
      for (const hit of hits) {
        const row = await t.app.inject({ url: `/api/resources/${hit.resource}/${hit.id}`, headers })
        expect(row.statusCode, `${role}@${group} ${hit.resource}`).toBe(200)
      }
    }
  })

  it('finds a product by substance and name, and labels fields in the group’s language (NERES French)', async () => {
    const { user } = await userOf('READ', 'NERES')
    const [best] = await lookupProducts(
      t.app.db,
      user,
      'Quel est le prix de Dolorex (ibuprofène, Ibuprofen) ?',
    )
    expect(best).toMatchObject({ resource: 'pzns', title: '27580899 · Dolorex 400 mg Filmtabletten' })
    expect(best!.fields).toContainEqual({ label: 'Prix public', value: '6,95' })
  })

  it('gives each word its own first rows: a rare word’s product is found beside a word in 45 others', async () => {
    const { headers } = await userOf('WRITE', 'PARENT')
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const create = async (index: number, name: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/resources/pzns',
        headers,
        payload: { pzn: generatePzn8(9_000 + index, 7), country: germany.id, name, marketStatus: 'onMarket' },
      })
      expect(created.statusCode, created.body).toBe(201)
    }
    // 45 rows with the common word sort (by name) before the one row with the rare word too, so a
    // single search for either word, limited to 20 rows a word, would not reach it.
    for (let i = 0; i < 45; i++) await create(i, `Aspiral Häufigwort ${String(i).padStart(2, '0')}`)
    await create(45, 'Zytorex Häufigwort Seltenwort 5 mg')
    const { user } = await userOf('READ', 'IGEPHA')
    const hits = await lookupProducts(t.app.db, user, 'Was kostet Häufigwort und Seltenwort?', { limit: 50 })
    expect(hits[0]).toMatchObject({
      resource: 'pzns',
      title: expect.stringContaining('Zytorex Häufigwort Seltenwort'),
    })
    // The rare row first (it holds both words), then the common word's own first 20 rows (by name).
    expect(hits.filter((h) => h.title.includes('Häufigwort'))).toHaveLength(21)
    expect(
      hits
        .slice(1)
        .map((h) => h.title)
        .every((title) => title.includes('Aspiral Häufigwort')),
    ).toBe(true)
  })

  it.each([
    ['tablette', { name: 'Borarexa 10 mg Tabletten', dosageForm: 'Tabletten' }, false],
    ['tabletten', { name: 'Borarexa 10 mg Tabletten', dosageForm: 'Tabletten' }, false],
    ['comprimés', { name: 'Ritaquorin 1000 mg comprimés' }, false],
    ['borarexa', { name: 'Borarexa 10 mg Tabletten', dosageForm: 'Tabletten' }, true],
    ['bora', { name: 'Borarexa 10 mg Tabletten' }, false],
    ['paracetamol', { name: 'Ritaquorin 1000 mg', activeSubstance: 'Paracetamol' }, true],
    ['vezemitol', { name: 'PM 20 mg Kapseln', labels: { brand: 'Vezemitol' } }, true],
    ['wirkstoff', { name: 'Borarexa 10 mg Tabletten', activeSubstance: 'Paracetamol' }, false],
  ] as const)('takes %s as naming %o: %s', (word, row, names) => {
    expect(namesProduct(word, row)).toBe(names)
  })

  it('finds no product for a question that names none, only a dosage form, and only the product named beside others', async () => {
    const { headers } = await userOf('WRITE', 'PARENT')
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    for (const [index, name] of [
      'Borarexa 10 mg Tabletten',
      'Vevezumin 5 mg Filmtabletten',
      'Boquiquorin 20 mg Tabletten',
    ].entries()) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/resources/pzns',
        headers,
        payload: {
          pzn: generatePzn8(8_000 + index, 3),
          country: germany.id,
          name,
          dosageForm: name.split(' ').at(-1),
          marketStatus: 'onMarket',
        },
      })
      expect(created.statusCode, created.body).toBe(201)
    }
    const { user } = await userOf('ADMIN', 'DEMO')
    expect(
      await lookupProducts(t.app.db, user, 'Wie viel Wirkstoff enthält eine Tablette Zyrtomax?'),
    ).toEqual([])
    expect(await lookupProducts(t.app.db, user, 'Welche Tabletten gibt es?')).toEqual([])
    const named = await lookupProducts(t.app.db, user, 'Wie viel Wirkstoff enthält eine Tablette Borarexa?')
    expect(named.map((hit) => hit.title)).toEqual([expect.stringContaining('Borarexa 10 mg Tabletten')])
  })

  it('is a tool a language model can call, bound to the user', async () => {
    const { user } = await userOf('READ', 'BPI')
    const lookup = productLookupTool(t.app.db, user)
    const result = await lookup.execute!({ query: 'PZN 27580899' }, {
      toolCallId: 'call-1',
      messages: [],
      context: {},
    } as never)
    expect((result as { products: { resource: string }[] }).products.map((p) => p.resource)).toEqual(['pzns'])
  })
})
