// The generic list API over every resource: reading, validation errors with stable codes, references,
// natural keys, deletes of rows in use, the per-list write guards and tenant scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { resources } from '../../src/generated/resources.gen.ts'
import { listCondition } from '../../src/server/db/resources/list-query.ts'
import { findResource } from '../../src/server/db/resources/resource-model.ts'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { buildResourceApp, uploadAndCommit, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

const inject = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  as: [string, string],
  payload?: object,
) => t.app.inject({ method, url, headers: await t.as(...as), ...(payload && { payload }) })
const rowsOf = (id: string) => (t.catalogue as unknown as Record<string, { id: string }[]>)[id] ?? []

describe.each(resources.map((r) => [r.id, r] as const))('%s', (id, resource) => {
  it('lists a page of rows for every level', async () => {
    for (const role of ['READ', 'WRITE', 'ADMIN', 'ROOT']) {
      const response = await inject('GET', `/api/resources/${id}?pageSize=5`, [role, 'DEMO'])
      expect(response.statusCode).toBe(200)
      const expected = id === 'lauer-taxe' ? 0 : rowsOf(id).length
      expect(response.json()).toMatchObject({ total: expected, page: 1, pageSize: 5 })
      expect(response.json().items).toHaveLength(Math.min(5, expected))
    }
  })

  it('reads one row and answers 404 for an unknown id', async () => {
    const first = rowsOf(id)[0]
    if (first) {
      const response = await inject('GET', `/api/resources/${id}/${first.id}`, ['READ', 'DEMO'])
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ id: first.id, labels: expect.any(Object) })
    }
    expect(
      (await inject('GET', `/api/resources/${id}/00000000-0000-4000-8000-000000000000`, ['READ', 'DEMO']))
        .statusCode,
    ).toBe(404)
  })

  it('refuses an empty create with the required fields named, or refuses the list to hand edits', async () => {
    const writer: [string, string] =
      resource.ownership === 'reference' ? ['WRITE', 'PARENT'] : ['WRITE', 'DEMO']
    const response = await inject('POST', `/api/resources/${id}`, writer, {})
    if (resource.importOnly) {
      expect(response.statusCode).toBe(403)
      expect(response.json().code).toBe('resource.importOnly')
      return
    }
    expect(response.statusCode).toBe(400)
    const required = resource.fields.filter((f) => f.required && !('default' in f)).map((f) => f.name)
    for (const name of required)
      expect(response.json().fieldErrors[name]).toMatchObject({
        code: 'validation.required',
        message: 'Required.',
      })
  })

  it('lets only the right users change it', async () => {
    const row = rowsOf(id)[0]
    const reader = await inject('POST', `/api/resources/${id}`, ['READ', 'PARENT'], {})
    expect(reader.statusCode).toBe(403)
    const deleteByWriter = await inject(
      'DELETE',
      `/api/resources/${id}/${row?.id ?? '00000000-0000-4000-8000-000000000000'}`,
      ['WRITE', 'PARENT'],
    )
    expect(deleteByWriter.statusCode).toBe(403)
    if (resource.ownership === 'reference') {
      // Reference data: only the parent group maintains it, whatever the role elsewhere.
      for (const role of ['WRITE', 'ADMIN', 'ROOT']) {
        const response = await inject('POST', `/api/resources/${id}`, [role, 'DEMO'], {})
        expect(response.statusCode).toBe(403)
        expect(response.json().code).toBe('resource.forbidden')
      }
      if (row)
        expect(
          (await inject('DELETE', `/api/resources/${id}/${row.id}`, ['ADMIN', 'IGEPHA'])).statusCode,
        ).toBe(403)
    }
  })
})

describe('pzns', () => {
  const germany = () => t.catalogue.countries.find((c) => c.code === 'DE')!
  const austria = () => t.catalogue.countries.find((c) => c.code === 'AT')!
  const parentWriter: [string, string] = ['WRITE', 'PARENT']

  it('explains a wrong check digit and a number of another country', async () => {
    const wrongDigit = await inject('POST', '/api/resources/pzns', parentWriter, {
      pzn: '04114919',
      country: germany().id,
      name: 'X',
      marketStatus: 'onMarket',
    })
    expect(wrongDigit.statusCode).toBe(400)
    // Code, English words and the parameters of the text: a client can say which digit in its own language.
    expect(wrongDigit.json().fieldErrors.pzn).toEqual({
      code: 'pzn8.checkDigit',
      message: 'Wrong PZN check digit: expected 8, got 9.',
      params: { scheme: 'PZN', expected: '8', actual: '9' },
    })
    const german = await inject('POST', '/api/resources/pzns', parentWriter, {
      pzn: '04114918',
      country: austria().id,
      name: 'X',
    })
    expect(german.json().fieldErrors.pzn.code).toBe('validation.wrongCountryScheme')
    const numeric = await inject('POST', '/api/resources/pzns', parentWriter, {
      pzn: 4114918,
      country: germany().id,
      name: 'X',
    })
    expect(numeric.json().fieldErrors.pzn.code).toBe('validation.notText')
    // An error without parameters has none; limits name themselves.
    expect(numeric.json().fieldErrors.pzn).not.toHaveProperty('params')
    const limits = await inject('POST', '/api/resources/pzns', parentWriter, {
      pzn: '04114918',
      country: germany().id,
      name: 'x'.repeat(301),
      quantity: 1.2345678,
      retailPrice: -1,
      marketStatus: 'gone',
    })
    const { fieldErrors } = limits.json()
    expect(fieldErrors.name).toEqual({
      code: 'validation.tooLong',
      message: 'At most 300 characters (this has 301).',
      params: { maxLength: 300, length: 301 },
    })
    expect(fieldErrors.quantity).toMatchObject({ code: 'validation.tooManyDecimals', params: { scale: 3 } })
    expect(fieldErrors.retailPrice).toMatchObject({ code: 'validation.tooSmall', params: { min: 0 } })
    expect(fieldErrors.marketStatus).toMatchObject({
      code: 'validation.notAllowed',
      params: { values: 'onMarket, outOfTrade' },
    })
    expect(
      (
        await inject('POST', '/api/resources/pzns', parentWriter, {
          pzn: '04114918',
          country: '00000000-0000-4000-8000-000000000000',
          name: 'X',
        })
      ).json().fieldErrors.country,
    ).toMatchObject({ code: 'reference.notFound', params: { resource: 'countries' } })
  })

  it('checks references, creates, refuses a taken natural key, updates and deletes', async () => {
    const missing = await inject('POST', '/api/resources/pzns', parentWriter, {
      pzn: '04114918',
      country: '00000000-0000-4000-8000-000000000000',
      name: 'X',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fieldErrors.country.code).toBe('reference.notFound')
    const body = {
      pzn: '04114918',
      country: germany().id,
      name: 'Testpräparat 10 St.',
      retailPrice: '4,95',
      quantity: 10,
      unit: 'piece',
    }
    const created = await inject('POST', '/api/resources/pzns', parentWriter, body)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      pzn: '04114918',
      retailPrice: 4.95,
      marketStatus: 'onMarket',
      labels: { country: 'DE · Deutschland' },
    })
    const again = await inject('POST', '/api/resources/pzns', parentWriter, body)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'resource.duplicate',
      fieldErrors: { pzn: { code: 'resource.duplicate' } },
    })
    const id = created.json().id as string
    const changed = await inject('PATCH', `/api/resources/pzns/${id}`, parentWriter, { retailPrice: 5.5 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ retailPrice: 5.5, name: body.name })
    // The country changes, the number stays: the stored number is checked against the new country.
    const moved = await inject('PATCH', `/api/resources/pzns/${id}`, parentWriter, { country: austria().id })
    expect(moved.json().fieldErrors.pzn.code).toBe('validation.wrongCountryScheme')
    expect((await inject('DELETE', `/api/resources/pzns/${id}`, ['ADMIN', 'PARENT'])).statusCode).toBe(204)
    expect((await inject('GET', `/api/resources/pzns/${id}`, ['READ', 'PARENT'])).statusCode).toBe(404)
  })

  it('refuses to delete a row other lists use, naming them', async () => {
    const response = await inject('DELETE', `/api/resources/countries/${germany().id}`, ['ROOT', 'PARENT'])
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({
      code: 'resource.inUse',
      message: expect.stringContaining('pzns'),
    })
  })

  it('pages, sorts, filters and searches on the server', async () => {
    const all = t.catalogue.pzns
    const page2 = (
      await inject('GET', '/api/resources/pzns?sort=pzn&page=2&pageSize=10', ['READ', 'BPI'])
    ).json()
    expect(page2.items.map((r: { pzn: string }) => r.pzn)).toEqual(
      [...all]
        .map((p) => p.pzn)
        .sort()
        .slice(10, 20),
    )
    const expensive = (
      await inject('GET', '/api/resources/pzns?sort=-retailPrice&pageSize=1', ['READ', 'BPI'])
    ).json()
    expect(expensive.items[0].retailPrice).toBe(Math.max(...all.map((p) => p.retailPrice)))
    const german = (
      await inject('GET', `/api/resources/pzns?filter=country:eq:${germany().id}&filter=retailPrice:gte:5`, [
        'READ',
        'BPI',
      ])
    ).json()
    expect(german.total).toBe(all.filter((p) => p.country === germany().id && p.retailPrice >= 5).length)
    const target = all[7]!
    const found = (await inject('GET', `/api/resources/pzns?search=${target.pzn}`, ['READ', 'BPI'])).json()
    expect(found.items.map((r: { id: string }) => r.id)).toContain(target.id)
    const word = target.activeSubstance.slice(0, 5).toUpperCase()
    const bySubstance = (
      await inject('GET', `/api/resources/pzns?search=${encodeURIComponent(word)}&pageSize=100`, [
        'READ',
        'BPI',
      ])
    ).json()
    expect(bySubstance.total).toBe(
      all.filter((p) =>
        [p.pzn, p.name, p.activeSubstance, p.atcCode].join(' ').toLowerCase().includes(word.toLowerCase()),
      ).length,
    )
  })

  it.each([
    ['filter=nothing:eq:1', 'filter.unknownField'],
    ['filter=packSize:eq:N1', 'filter.unknownField'],
    ['filter=retailPrice:like:1', 'filter.unknownOperator'],
    ['filter=marketStatus:gt:onMarket', 'filter.notOrdered'],
    ['filter=retailPrice:eq:abc', 'filter.validation.notNumber'],
    ['sort=nothing', 'sort.unknownField'],
    // pzns declares what it sorts by: fields with an index (docs/decisions/0026).
    ['sort=quantity', 'sort.notSortable'],
    ['sort=-unit', 'sort.notSortable'],
    ['sort=packSize', 'sort.notSortable'],
    ['sort=-createdAt', 'sort.notSortable'],
    ['sort=subBrand', 'sort.notSortable'],
  ])('refuses %s with %s', async (query, code) => {
    const response = await inject('GET', `/api/resources/pzns?${query}`, ['READ', 'DEMO'])
    expect(response.statusCode).toBe(400)
    expect(Object.values(response.json().fieldErrors as Record<string, { code: string }>)[0]!.code).toBe(code)
  })

  it('names the fields it sorts by when it refuses one, in the list and in the export', async () => {
    for (const url of [
      '/api/resources/pzns?sort=quantity',
      '/api/resources/pzns/export?format=csv&sort=quantity',
    ]) {
      const response = await inject('GET', url, ['READ', 'DEMO'])
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors.sort).toEqual({
        code: 'sort.notSortable',
        message:
          'pzns is not sorted by quantity; it sorts by pzn, name, dosageForm, dispensingStatus, atcCode, retailPrice, marketStatus',
      })
    }
  })

  it('sorts a small list that declares nothing by any field but references, createdAt too', async () => {
    for (const sort of ['nameFr', '-currency', '-createdAt', 'updatedAt'])
      expect(
        (await inject('GET', `/api/resources/countries?sort=${sort}`, ['READ', 'DEMO'])).statusCode,
      ).toBe(200)
    const byMaker = await inject('GET', '/api/resources/brands?sort=manufacturer', ['READ', 'DEMO'])
    expect(byMaker.statusCode).toBe(400)
    expect(byMaker.json().fieldErrors.sort.code).toBe('sort.notSortable')
  })
})

describe('countries', () => {
  it('takes only ISO 3166-1 alpha-2 codes, with the refused value in the field error', async () => {
    const row = { nameDe: 'X', nameEn: 'X', nameFr: 'X', identifierScheme: 'ean13', currency: 'EUR' }
    for (const code of ['KA', 'EU', 'de']) {
      const response = await inject('POST', '/api/resources/countries', ['WRITE', 'PARENT'], { ...row, code })
      expect(response.statusCode).toBe(400)
      expect(response.json().fieldErrors.code).toEqual({
        code: 'validation.unknownCountryCode',
        message: `“${code}” is not an ISO 3166-1 country code (two capital letters, e.g. DE, AT, FR).`,
        params: { value: code },
      })
    }
    const belgium = await inject('POST', '/api/resources/countries', ['WRITE', 'PARENT'], {
      ...row,
      code: 'BE',
    })
    expect(belgium.statusCode).toBe(201)
    expect(
      (await inject('DELETE', `/api/resources/countries/${belgium.json().id}`, ['ADMIN', 'PARENT']))
        .statusCode,
    ).toBe(204)
  })
})

describe('product-master', () => {
  it('accepts only a PZN of the right country in each column', async () => {
    const austrian = t.catalogue.pzns.find(
      (p) => p.country === t.catalogue.countries.find((c) => c.code === 'AT')!.id,
    )!
    const response = await inject('POST', '/api/resources/product-master', ['WRITE', 'PARENT'], {
      code: 'PM-TEST-1',
      name: 'Test',
      pznDe: austrian.id,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.pznDe.code).toBe('reference.mismatch')
  })
})

describe('my-markets (tenant-owned)', () => {
  it('keeps every tenant group to its own rows', async () => {
    const brand = t.catalogue.brands[0]!
    const created = await inject('POST', '/api/resources/my-markets', ['WRITE', 'IGEPHA'], {
      market: 'Schmerz',
      brand: brand.id,
      role: 'own',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().tenantGroup).toBe('IGEPHA')
    const id = created.json().id as string
    // The same key in another tenant group is that group's own row.
    expect(
      (
        await inject('POST', '/api/resources/my-markets', ['WRITE', 'BPI'], {
          market: 'Schmerz',
          brand: brand.id,
        })
      ).statusCode,
    ).toBe(201)
    // Neither brand nor pzn: at least one is needed; the same key twice in one group: 409.
    expect(
      (await inject('POST', '/api/resources/my-markets', ['WRITE', 'IGEPHA'], { market: 'Schmerz' })).json()
        .fieldErrors.brand.code,
    ).toBe('validation.requireAnyOf')
    expect(
      (
        await inject('POST', '/api/resources/my-markets', ['WRITE', 'IGEPHA'], {
          market: 'Schmerz',
          brand: brand.id,
        })
      ).statusCode,
    ).toBe(409)
    for (const other of [
      ['READ', 'DEMO'],
      ['ROOT', 'PARENT'],
      ['ADMIN', 'BPI'],
    ] as [string, string][]) {
      expect((await inject('GET', `/api/resources/my-markets/${id}`, other)).statusCode).toBe(404)
      expect(
        (await inject('PATCH', `/api/resources/my-markets/${id}`, other, { market: 'x' })).statusCode,
      ).toBe(other[0] === 'READ' ? 403 : 404)
      expect((await inject('DELETE', `/api/resources/my-markets/${id}`, other)).statusCode).toBe(
        other[0] === 'READ' ? 403 : 404,
      )
    }
    const list = (await inject('GET', '/api/resources/my-markets', ['READ', 'IGEPHA'])).json()
    expect(list.total).toBe(1)
    expect(
      (await inject('GET', '/api/resources/my-markets?pageSize=100', ['READ', 'DEMO'])).json().total,
    ).toBe(t.catalogue['my-markets'].length)
    expect((await inject('GET', `/api/resources/my-markets/${id}`, ['READ', 'IGEPHA'])).statusCode).toBe(200)
    expect((await inject('DELETE', `/api/resources/my-markets/${id}`, ['ADMIN', 'IGEPHA'])).statusCode).toBe(
      204,
    )
  })
})

describe('lauer-taxe (licensed, tenant-owned, import only)', () => {
  it('is filled by upload only: hand edits and deletes are refused, and other tenants never see it', async () => {
    const [first, second] = [generatePzn8(1, 91), generatePzn8(2, 91)]
    const job = await uploadAndCommit(t, ['WRITE', 'IGEPHA'], 'lauer-taxe', [
      'pzn;issueDate;name;manufacturerPrice;pharmacyPurchasePrice;retailPrice;marketStatus',
      `${first};2026-10-01;Taxe Eins;1,10;1,50;2,95;onMarket`,
      `${second};2026-10-01;Taxe Zwei;3,00;3,80;6,49;outOfTrade`,
    ])
    expect(job).toMatchObject({ status: 'committed', inserted: 2 })
    const list = (await inject('GET', '/api/resources/lauer-taxe?sort=name', ['READ', 'IGEPHA'])).json()
    expect(list.items).toMatchObject([
      { pzn: first, issueDate: '2026-10-01', retailPrice: 2.95, tenantGroup: 'IGEPHA' },
      { pzn: second, marketStatus: 'outOfTrade' },
    ])
    const id = list.items[0].id as string
    // Not by hand, whatever the level: the next issue is uploaded instead.
    for (const role of ['WRITE', 'ADMIN', 'ROOT']) {
      const patch = await inject('PATCH', `/api/resources/lauer-taxe/${id}`, [role, 'IGEPHA'], {
        retailPrice: 1,
      })
      expect(patch.statusCode).toBe(403)
      expect(patch.json().code).toBe('resource.importOnly')
    }
    for (const role of ['ADMIN', 'ROOT']) {
      const removal = await inject('DELETE', `/api/resources/lauer-taxe/${id}`, [role, 'IGEPHA'])
      expect(removal.statusCode).toBe(403)
      expect(removal.json().code).toBe('resource.importOnly')
    }
    expect((await inject('GET', `/api/resources/lauer-taxe/${id}`, ['READ', 'IGEPHA'])).json()).toMatchObject(
      {
        retailPrice: 2.95,
      },
    )
    // Licensed to IGEPHA: nobody else sees the rows, the parent group's ROOT included.
    for (const other of [
      ['ROOT', 'PARENT'],
      ['ADMIN', 'BPI'],
      ['READ', 'DEMO'],
    ] as [string, string][]) {
      expect((await inject('GET', '/api/resources/lauer-taxe', other)).json().total).toBe(0)
      expect((await inject('GET', `/api/resources/lauer-taxe?search=${first}`, other)).json().items).toEqual(
        [],
      )
      expect((await inject('GET', `/api/resources/lauer-taxe/${id}`, other)).statusCode).toBe(404)
      const exported = await inject('GET', '/api/resources/lauer-taxe/export?format=csv', other)
      expect(exported.body).not.toContain(first)
    }
    expect((await inject('DELETE', `/api/resources/lauer-taxe/${id}`, ['ADMIN', 'BPI'])).statusCode).toBe(404)
  })
})

describe('underlying-pzns', () => {
  it('finds bundle items by the bundle and by the single pack: PZN, name or substance', async () => {
    const items = t.catalogue['underlying-pzns']
    const bundleOf = (id: string) => t.catalogue.bundle.find((b) => b.id === id)!
    const packOf = (id: string) => t.catalogue.pzns.find((p) => p.id === id)!
    const text = (item: (typeof items)[number]) => {
      const bundle = bundleOf(item.bundle)
      const pack = packOf(item.pzn)
      return [bundle.pzn, bundle.name, pack.pzn, pack.name, pack.activeSubstance, pack.atcCode]
        .join(' ')
        .toLowerCase()
    }
    const search = async (words: string) =>
      (
        await inject(
          'GET',
          `/api/resources/underlying-pzns?search=${encodeURIComponent(words)}&pageSize=100`,
          ['READ', 'BPI'],
        )
      ).json() as { total: number; items: { id: string }[] }
    const item = items[3]!
    const bundle = bundleOf(item.bundle)
    const pack = packOf(item.pzn)
    for (const words of [
      bundle.pzn,
      pack.pzn,
      pack.activeSubstance.slice(0, 6),
      `${bundle.name.split(' ')[0]} ${pack.pzn}`,
    ]) {
      const wanted = words.toLowerCase().split(/\s+/)
      const expected = items.filter((candidate) => wanted.every((word) => text(candidate).includes(word)))
      const found = await search(words)
      expect(found.total, words).toBe(expected.length)
      expect(found.items.map((row) => row.id)).toContain(item.id)
    }
    expect((await search('nichtvorhanden')).total).toBe(0)
  })

  it("searches through the bundle's and the pack's trigram indexes", async () => {
    const where = listCondition(findResource('underlying-pzns')!, { search: 'ibu' }, 'BPI')!
    // A trigram index is read by a bitmap scan; with sequential scans off the planner shows whether it can.
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = (await tx.execute(
        sql`explain (costs off) select id from underlying_pzns where ${where} limit 25`,
      )) as unknown as { rows: Record<string, string>[] }
      return result.rows.map((row) => Object.values(row)[0]).join('\n')
    })
    expect(plan).toContain('Bitmap Index Scan on bundle_search_trgm')
    expect(plan).toContain('Bitmap Index Scan on pzns_search_trgm')
  })

  /** The derived values as the manifest declares them, in cents so that rounding is exact (half away from zero, as PostgreSQL). */
  const expectedOf = (item: (typeof t.catalogue)['underlying-pzns'][number]) => {
    const cents = (price: number) => Math.round(price * 100)
    const halfAway = (n: number) => Math.sign(n) * Math.round(Math.abs(n))
    const bundle = t.catalogue.bundle.find((b) => b.id === item.bundle)!
    const single = cents(t.catalogue.pzns.find((p) => p.id === item.pzn)!.retailPrice)
    const unit = halfAway(cents(bundle.price) / item.quantity)
    const saving = single - unit
    return {
      unitPrice: unit / 100,
      singlePrice: single / 100,
      saving: saving / 100,
      savingPercent: halfAway((saving * 1000) / single) / 10,
    }
  }
  const list = async (query: string) =>
    (await inject('GET', `/api/resources/underlying-pzns?${query}`, ['READ', 'DEMO'])).json() as {
      items: ({ id: string } & Record<string, unknown>)[]
      nextCursor: string | null
      total: number
    }

  it("gives each bundle item its price per single pack, the single pack's price and the saving", async () => {
    const items = t.catalogue['underlying-pzns']
    const { items: rows } = await list('pageSize=100')
    expect(rows).toHaveLength(items.length)
    for (const item of items) {
      expect(
        rows.find((row) => row.id === item.id),
        item.id,
      ).toMatchObject(expectedOf(item))
      const one = (await inject('GET', `/api/resources/underlying-pzns/${item.id}`, ['READ', 'DEMO'])).json()
      expect(one).toMatchObject({ quantity: item.quantity, ...expectedOf(item) })
    }
    // The demo has both: bundles cheaper per pack than the single pack, and promotion sets dearer.
    const savings = items.map((item) => expectedOf(item).saving)
    expect(savings.some((saving) => saving > 0) && savings.some((saving) => saving < 0)).toBe(true)
  })

  it.each(['saving', '-saving', 'unitPrice', '-savingPercent'])(
    'sorts by the derived field %s',
    async (sort) => {
      const name = sort.replace(/^-/, '') as 'saving'
      const descending = sort.startsWith('-')
      const { items: rows } = await list(`pageSize=100&sort=${sort}`)
      const values = rows.map((row) => row[name] as number)
      const expected = t.catalogue['underlying-pzns']
        .map((item) => expectedOf(item)[name])
        .sort((a, b) => (descending ? b - a : a - b))
      expect(values).toEqual(expected)
      // Page by page with the keyset cursor: the same rows in the same order.
      const walked: string[] = []
      let page = await list(`pageSize=3&sort=${sort}`)
      for (;;) {
        walked.push(...page.items.map((row) => row.id))
        if (!page.nextCursor) break
        page = await list(`pageSize=3&sort=${sort}&cursor=${page.nextCursor}`)
      }
      expect(walked).toEqual(rows.map((row) => row.id))
    },
  )

  it('empties the derived values an operand is missing for', async () => {
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const writer: [string, string] = ['WRITE', 'PARENT']
    const bundle = await inject('POST', '/api/resources/bundle', writer, {
      pzn: generatePzn8(1, 92),
      country: germany.id,
      name: 'Bundle ohne Preis',
      bundleType: 'multipack',
    })
    expect(bundle.statusCode, bundle.body).toBe(201)
    const created = await inject('POST', '/api/resources/underlying-pzns', writer, {
      bundle: bundle.json().id,
      pzn: t.catalogue.pzns[0]!.id,
      quantity: 2,
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({
      unitPrice: null,
      singlePrice: t.catalogue.pzns[0]!.retailPrice,
      saving: null,
      savingPercent: null,
    })
    await inject('DELETE', `/api/resources/underlying-pzns/${created.json().id}`, ['ADMIN', 'PARENT'])
    await inject('DELETE', `/api/resources/bundle/${bundle.json().id}`, ['ADMIN', 'PARENT'])
  })

  it('keeps derived values read-only: neither written nor filtered', async () => {
    const item = t.catalogue['underlying-pzns'][0]!
    const patch = await inject('PATCH', `/api/resources/underlying-pzns/${item.id}`, ['WRITE', 'PARENT'], {
      unitPrice: 1,
    })
    expect(patch.statusCode).toBe(400)
    expect(patch.json().fieldErrors.unitPrice.code).toBe('validation.unknownField')
    const filter = await inject('GET', '/api/resources/underlying-pzns?filter=saving:gt:0', ['READ', 'DEMO'])
    expect(filter.statusCode).toBe(400)
    expect(filter.json().fieldErrors.filter.code).toBe('filter.unknownField')
  })
})
