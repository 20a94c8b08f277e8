// The resources section of the manifest: the real lists compile as decided in
// docs/decisions/0020-product-data-model.md, and mistakes point at the line that makes them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { compileManifest } from '../src/compiler/compile.ts'
import { formatDiagnostic, formatDiagnostics } from '../src/compiler/diagnostics.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const fixturesDir = join(rootDir, 'tests', 'fixtures', 'manifest')

function compileFixture(name: string) {
  return compileManifest({ rootDir, manifestDir: join(fixturesDir, name), checkPageModules: false })
}

describe('the real resources', () => {
  const result = compileManifest({ rootDir })
  if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics))
  const { resources, routes, groups } = result.manifest
  const byId = new Map(resources.map((r) => [r.id, r]))

  it('declares every list of /services except the overview and bulk upload, each with its route', () => {
    const servicePaths = routes
      .map((r) => r.path)
      .filter((p) => p.startsWith('/services/') && p !== '/services/bulk-upload')
    expect(resources.map((r) => r.path).sort()).toEqual(servicePaths.sort())
  })

  it('lists every resource after the resources it refers to', () => {
    const seen = new Set<string>()
    for (const r of resources) {
      for (const f of r.fields)
        if (f.type === 'reference') expect(seen, `${r.id}.${f.name} -> ${f.to}`).toContain(f.to)
      seen.add(r.id)
    }
  })

  it('keeps my-markets and the licensed Lauer-Taxe per tenant and everything else as reference data', () => {
    const tenantOwned = resources.filter((r) => r.ownership === 'tenant').map((r) => r.id)
    expect(tenantOwned.sort()).toEqual(['lauer-taxe', 'my-markets'])
    expect(byId.get('lauer-taxe')?.importOnly).toBe(true)
  })

  it('lets every signed-in user read, WRITE and up write and ADMIN and up delete; reference data only in the parent group', () => {
    const parent = groups.find((g) => result.manifest.tenants[g]?.kind === 'parent')
    for (const r of resources) {
      expect(r.access.read).toBeNull()
      const scope = r.ownership === 'reference' ? { groups: [parent] } : {}
      expect(r.access.write).toEqual({
        anyOf: [{ levels: ['ROOT', 'ADMIN', 'WRITE'], levelSet: 'fromWrite', ...scope }],
      })
      expect(r.access.delete).toEqual({
        anyOf: [{ levels: ['ROOT', 'ADMIN'], levelSet: 'fromAdmin', ...scope }],
      })
    }
  })

  it('spells natural keys out through references, for upload files', () => {
    expect(byId.get('sub-brands')?.naturalKeyPaths).toEqual(['brand.manufacturer.name', 'brand.name', 'name'])
    expect(byId.get('pzns')?.naturalKeyPaths).toEqual(['pzn'])
  })

  it('describes tables: references as uuid, tenant rows scoped in every unique index', () => {
    const myMarkets = byId.get('my-markets')!.table
    expect(myMarkets.name).toBe('my_markets')
    expect(myMarkets.columns.find((c) => c.field === 'brand')).toMatchObject({
      column: 'brand',
      sqlType: 'uuid',
      references: 'brands',
      notNull: false,
    })
    expect(myMarkets.uniqueIndexes[0]).toEqual({
      name: 'my_markets_natural_key',
      columns: ['tenant_group', 'market', 'brand', 'pzn'],
      nullsNotDistinct: true,
    })
    expect(byId.get('pzns')!.table.columns.find((c) => c.field === 'retailPrice')).toMatchObject({
      column: 'retail_price',
      sqlType: 'numeric(12,2)',
    })
  })

  it("names countries in the user's language and other lists by the same fields in every language", () => {
    expect(byId.get('countries')!.display).toEqual({
      de: ['code', 'nameDe'],
      en: ['code', 'nameEn'],
      fr: ['code', 'nameFr'],
    })
    expect(byId.get('pzns')!.display).toEqual({
      de: ['pzn', 'name'],
      en: ['pzn', 'name'],
      fr: ['pzn', 'name'],
    })
  })

  it('ends every filter and sort index with id, the order lists page in', () => {
    const pzns = byId.get('pzns')!.table
    expect(pzns.indexes.find((i) => i.name === 'pzns_name_idx')?.columns).toEqual(['name', 'id'])
    expect(
      byId.get('lauer-taxe')!.table.indexes.find((i) => i.name === 'lauer_taxe_issue_date_idx')?.columns,
    ).toEqual(['tenant_group', 'issue_date', 'id'])
    for (const r of resources) for (const index of r.table.indexes) expect(index.columns.at(-1)).toBe('id')
  })

  it('indexes identifier columns of a list with the id, so a grid sorted by PZN walks an index', () => {
    expect(byId.get('pzns')!.table.indexes.find((i) => i.name === 'pzns_pzn_idx')?.columns).toEqual(['pzn', 'id'])
    expect(
      byId.get('lauer-taxe')!.table.indexes.find((i) => i.name === 'lauer_taxe_pzn_idx')?.columns,
    ).toEqual(['tenant_group', 'pzn', 'id'])
    // Columns pzns does not sort by (quantity, unit) stay without one: each b-tree slows uploads.
    expect(byId.get('pzns')!.table.indexes.map((i) => i.name)).not.toContain('pzns_quantity_idx')
  })

  it('sorts pzns only by fields with a (field, id) index, the default sort among them', () => {
    const pzns = byId.get('pzns')!
    expect(pzns.list.sortIndexed).toBe(true)
    expect(pzns.list.sortable).toContain(pzns.list.sort.field)
    for (const name of pzns.list.sortable) {
      const column = pzns.table.columns.find((c) => c.field === name)!.column
      expect(pzns.table.indexes.map((i) => i.columns.join())).toContain(`${column},id`)
    }
    expect(pzns.list.sortable).not.toContain('quantity')
  })

  it('checks country codes against ISO 3166-1, not only their shape', () => {
    expect(byId.get('countries')!.fields.find((f) => f.name === 'code')).toMatchObject({
      format: 'countryCode',
      maxLength: 2,
    })
  })

  it('computes the unit price of a bundle item, the single pack price and the saving, shown by default', () => {
    const items = byId.get('underlying-pzns')!
    expect(items.derived).toEqual([
      {
        name: 'unitPrice',
        type: 'decimal',
        label: 'field.unitPrice',
        scale: 2,
        operation: 'divide',
        operands: [{ reference: 'bundle', field: 'price' }, { field: 'quantity' }],
      },
      {
        name: 'singlePrice',
        type: 'decimal',
        label: 'field.singlePrice',
        scale: 2,
        operation: 'value',
        operands: [{ reference: 'pzn', field: 'retailPrice' }],
      },
      {
        name: 'saving',
        type: 'decimal',
        label: 'field.saving',
        scale: 2,
        operation: 'subtract',
        operands: [{ derived: 'singlePrice' }, { derived: 'unitPrice' }],
      },
      {
        name: 'savingPercent',
        type: 'decimal',
        label: 'field.savingPercent',
        scale: 1,
        operation: 'percent',
        operands: [{ derived: 'saving' }, { derived: 'singlePrice' }],
      },
    ])
    expect(items.list.columns).toEqual(
      expect.arrayContaining(['unitPrice', 'singlePrice', 'saving', 'savingPercent']),
    )
    // Never stored: no column of the table.
    expect(items.table.columns.map((c) => c.field)).not.toContain('unitPrice')
    for (const r of resources) if (r.id !== 'underlying-pzns') expect(r.derived).toEqual([])
  })

  it('makes every list searchable; underlying-pzns through its bundle and single pack', () => {
    for (const r of resources) expect(r.list.search.length, r.id).toBeGreaterThan(0)
    expect(byId.get('underlying-pzns')!.list.search).toEqual(['bundle', 'pzn'])
  })

  it('accepts on pzns the identifier of every country the catalogue covers', () => {
    expect(byId.get('pzns')!.fields.find((f) => f.name === 'pzn')).toMatchObject({
      kinds: ['pzn8', 'pznAt', 'cip13', 'acl13', 'ean13'],
      countryField: 'country',
    })
  })
})

describe('a display entry per language', () => {
  it('compiles into the display fields of each language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-display-'))
    try {
      cpSync(join(fixturesDir, 'localized-display'), dir, { recursive: true })
      const source = readFileSync(join(dir, 'resources.yaml'), 'utf8')
      writeFileSync(join(dir, 'resources.yaml'), source.replace('fr: nom }', 'fr: name }'))
      const result = compileManifest({ rootDir, manifestDir: dir, checkPageModules: false })
      if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics))
      const [makers, packs] = result.manifest.resources
      expect(makers!.display).toEqual({
        de: ['code', 'nameDe'],
        en: ['code', 'nameEn'],
        fr: ['code', 'nameFr'],
      })
      expect(packs!.display).toEqual({ de: ['name', 'pzn'], en: ['name', 'pzn'], fr: ['name', 'pzn'] })
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('mistakes in resources', () => {
  it.each([
    ['unknown-resource', "resources.yaml:22:45 UNKNOWN_RESOURCE unknown resource 'vendors'"],
    ['unknown-field', "resources.yaml:24:35 UNKNOWN_FIELD column 'colour' is not a field of 'packs'"],
    [
      'unknown-identifier-kind',
      "resources.yaml:21:70 UNKNOWN_IDENTIFIER_KIND unknown identifier kind 'gtin14'",
    ],
    [
      'invalid-field',
      "resources.yaml:23:58 INVALID_FIELD 'maxLength' does not apply to a field of type decimal",
    ],
    ['reference-cycle', "resources.yaml:4:9 REFERENCE_CYCLE 'makers' is part of a cycle"],
  ])('%s is reported at its file, line and column', (name, expected) => {
    const result = compileFixture(name)
    expect(result.ok).toBe(false)
    const lines = result.ok ? [] : result.diagnostics.map(formatDiagnostic)
    expect(lines.some((line) => line.startsWith(`tests/fixtures/manifest/${name}/${expected}`))).toBe(true)
  })

  const scratch = mkdtempSync(join(tmpdir(), 'tessera-resources-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const compileWith = (...changes: [string, string][]) => {
    const dir = join(scratch, String(Math.random()).slice(2))
    cpSync(join(fixturesDir, 'unknown-resource'), dir, { recursive: true })
    let source = readFileSync(join(dir, 'resources.yaml'), 'utf8').replace('to: vendors', 'to: makers')
    for (const [from, to] of changes) {
      expect(source).toContain(from)
      source = source.replace(from, to)
    }
    writeFileSync(join(dir, 'resources.yaml'), source)
    return compileManifest({ rootDir, manifestDir: dir, checkPageModules: false })
  }

  const withDerived = (derived: string, ...changes: [string, string][]) =>
    compileWith(
      [
        '    list: { columns: [pzn, maker, price]',
        `    derived:\n${derived}\n    list: { columns: [pzn, maker, price]`,
      ],
      ['field.price: Preis }', 'field.price: Preis, field.doubled: Doppelt, field.perMaker: Je Hersteller }'],
      ['field.price: Price }', 'field.price: Price, field.doubled: Doubled, field.perMaker: Per maker }'],
      ['field.price: Prix }', 'field.price: Prix, field.doubled: Double, field.perMaker: Par fabricant }'],
      ...changes,
    )

  it('compiles derived fields that columns and the sort may name', () => {
    const result = withDerived(
      '      - { name: doubled, multiply: [price, 2] }\n      - { name: perMaker, scale: 3, percent: [doubled, 7.5] }',
      ['columns: [pzn, maker, price]', 'columns: [pzn, maker, price, perMaker]'],
      ['sort: -price', 'sort: -doubled'],
    )
    if (!result.ok) throw new Error(formatDiagnostics(result.diagnostics))
    const packs = result.manifest.resources.find((r) => r.id === 'packs')!
    expect(packs.derived.map((d) => [d.name, d.operation, d.scale, d.operands])).toEqual([
      ['doubled', 'multiply', 2, [{ field: 'price' }, { number: 2 }]],
      ['perMaker', 'percent', 3, [{ derived: 'doubled' }, { number: 7.5 }]],
    ])
    expect(packs.list.sort).toEqual({ field: 'doubled', order: 'desc' })
  })

  it.each([
    [
      'a text operand',
      '      - { name: doubled, value: pzn }',
      /INVALID_FIELD 'pzn' is of type identifier; derived fields compute with numbers/,
    ],
    [
      'text of a referenced row',
      '      - { name: doubled, value: maker.name }',
      /INVALID_FIELD 'maker.name' is of type string/,
    ],
    [
      'a field of a row that is not a reference',
      '      - { name: doubled, value: price.amount }',
      /INVALID_FIELD 'price.amount' needs 'price' to be a reference/,
    ],
    [
      'an unknown operand',
      '      - { name: doubled, add: [price, weight] }',
      /UNKNOWN_FIELD 'weight' is not a field or an earlier derived field of 'packs'/,
    ],
    [
      'a derived field used before it is declared',
      '      - { name: doubled, value: perMaker }\n      - { name: perMaker, value: price }',
      /INVALID_FIELD 'doubled' uses 'perMaker', which is declared after it/,
    ],
    [
      'two operations',
      '      - { name: doubled, value: price, add: [price, 1] }',
      /INVALID_FIELD derived field 'doubled' needs exactly one of value, add, subtract, multiply, divide, percent \(has value, add\)/,
    ],
    [
      'the name of a field',
      '      - { name: price, value: price }',
      /DUPLICATE_ID 'price' of 'packs' is declared twice/,
    ],
    [
      'a label without text',
      '      - { name: halved, divide: [price, 2] }',
      /MISSING_MESSAGE 'field.halved' has no text/,
    ],
    ['a pair with one operand', '      - { name: doubled, divide: [price] }', /SCHEMA /],
  ])('refuses %s', (_what, derived, expected) => {
    const result = withDerived(derived)
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toMatch(expected)
  })

  it('refuses a filter on a derived field', () => {
    const result = withDerived('      - { name: doubled, multiply: [price, 2] }', [
      'filters: [maker, price]',
      'filters: [maker, doubled]',
    ])
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toMatch(
      /UNKNOWN_FIELD filter 'doubled' is not a field of 'packs'/,
    )
  })

  it('sorts a list that declares sortable by those fields only, each with a (field, id) index', () => {
    const declared = compileWith(['filters: [country], search: [name] }', 'search: [name], sortable: [name, country] }'])
    if (!declared.ok) throw new Error(formatDiagnostics(declared.diagnostics))
    const makers = declared.manifest.resources.find((r) => r.id === 'makers')!
    expect(makers.list).toMatchObject({ sortable: ['name', 'country'], sortIndexed: true })
    expect(makers.table.indexes.map((i) => [i.name, i.columns])).toContainEqual(['makers_country_idx', ['country', 'id']])
    // Without the declaration: every field but references, derived fields and the row's times, no index added.
    const plain = compileWith(['filters: [country], search: [name] }', 'search: [name] }'])
    if (!plain.ok) throw new Error(formatDiagnostics(plain.diagnostics))
    const packs = plain.manifest.resources.find((r) => r.id === 'packs')!
    expect(packs.list).toMatchObject({ sortable: ['pzn', 'price', 'createdAt', 'updatedAt'], sortIndexed: false })
    const plainMakers = plain.manifest.resources.find((r) => r.id === 'makers')!
    expect(plainMakers.table.indexes.map((i) => i.name)).not.toContain('makers_country_idx')
  })

  it.each([
    ['a reference', ['sort: -price', 'sort: -price, sortable: [price, maker]'], /INVALID_FIELD 'maker' is a reference/],
    ['an unknown field', ['sort: -price', 'sort: -price, sortable: [price, colour]'], /UNKNOWN_FIELD sortable field 'colour' is not a field of 'packs'/],
    [
      'a list without its default sort',
      ['sort: -price', 'sort: -price, sortable: [pzn]'],
      /resources\.yaml:24:\d+ INVALID_FIELD the default sort 'price' is not in sortable \(pzn\)/,
    ],
  ] as const)('refuses a sortable with %s', (_what, change, expected) => {
    const result = compileWith([...change])
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toMatch(expected)
  })

  it('refuses a derived field in sortable: no index can serve it', () => {
    const result = withDerived('      - { name: doubled, multiply: [price, 2] }', ['sort: -price', 'sort: -price, sortable: [price, doubled]'])
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toMatch(/INVALID_FIELD 'doubled' is derived, so no index can serve it/)
  })

  it('searches a reference through the target, and refuses a target without text to search', () => {
    const searched = compileWith(['search: [pzn]', 'search: [pzn, maker]'])
    if (!searched.ok) throw new Error(formatDiagnostics(searched.diagnostics))
    expect(searched.manifest.resources.find((r) => r.id === 'packs')!.list.search).toEqual(['pzn', 'maker'])
    const refused = compileWith(
      ['search: [pzn]', 'search: [maker]'],
      ['filters: [country], search: [name] }', 'filters: [country] }'],
    )
    expect(refused.ok ? '' : formatDiagnostics(refused.diagnostics)).toMatch(
      /resources\.yaml:24:\d+ INVALID_FIELD search on reference 'maker' looks in the text search fields of 'makers', which has none/,
    )
  })

  it.each([
    [
      'an unknown field type',
      'type: decimal, min: 0 }',
      'type: money }',
      /resources\.yaml:23:\d+ SCHEMA .*type/,
    ],
    [
      'a reference without a target',
      'type: reference, to: makers, required: true }',
      'type: reference, required: true }',
      /resources\.yaml:22:\d+ SCHEMA .*'to'/,
    ],
    [
      'a where naming no field of the target',
      'to: makers, required: true }',
      'to: makers, required: true, where: { city: Paris } }',
      /resources\.yaml:22:\d+ UNKNOWN_FIELD 'city' is not a field of 'makers'/,
    ],
    ['a field without a label text', 'field.price: Preis', 'field.cost: Preis', /MISSING_MESSAGE/],
    [
      'a country-code format on a number',
      'type: decimal, min: 0 }',
      'type: decimal, min: 0, format: countryCode }',
      /resources\.yaml:23:\d+ INVALID_FIELD 'format' does not apply to a field of type decimal/,
    ],
    [
      'an unknown string format',
      "pattern: '^[A-Z]{2}$' }",
      'format: postcode }',
      /resources\.yaml:12:\d+ SCHEMA .*format/,
    ],
    [
      'a display entry without every language',
      'naturalKey: [pzn]',
      'naturalKey: [pzn]\n    display: [pzn, { de: price, fr: price }]',
      /resources\.yaml:20:\d+ SCHEMA /,
    ],
    [
      'a field declared twice',
      '{ name: price, type: decimal, min: 0 }',
      '{ name: pzn, type: decimal, min: 0 }',
      /resources\.yaml:23:\d+ DUPLICATE_ID field 'pzn' of 'packs' is declared twice/,
    ],
    [
      'a list declared twice',
      '- id: packs',
      '- id: makers',
      /resources\.yaml:14:\d+ DUPLICATE_ID resource 'makers' is declared twice/,
    ],
    [
      'shared reference data pointing at tenant rows',
      'ownership: reference',
      'ownership: tenant',
      /resources\.yaml:22:\d+ INVALID_FIELD reference data 'packs' cannot refer to 'makers'/,
    ],
  ])('%s is reported where it is written', (_what, from, to, expected) => {
    const dir = join(scratch, String(Math.random()).slice(2))
    cpSync(join(fixturesDir, 'unknown-resource'), dir, { recursive: true })
    const source = readFileSync(join(dir, 'resources.yaml'), 'utf8').replace('to: vendors', 'to: makers')
    expect(source).toContain(from)
    writeFileSync(join(dir, 'resources.yaml'), source.replace(from, to))
    const result = compileManifest({ rootDir, manifestDir: dir, checkPageModules: false })
    expect(result.ok ? '' : formatDiagnostics(result.diagnostics)).toMatch(expected)
  })
})
