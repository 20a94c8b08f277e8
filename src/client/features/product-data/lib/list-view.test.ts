import { describe, expect, it } from 'vitest'
import { columnChoices, defaultListView, parseListSearch, toListQuery, toListSearch, type ListView } from './list-view.ts'
import { resourceById } from './product-data-resources.ts'

const pzns = resourceById('pzns')

describe('list view in the URL', () => {
  it.each<[string, Partial<ListView>]>([
    ['the default view', {}],
    ['a sorted, paged, filtered, searched view', { page: 3, pageSize: 50, sort: 'name', order: 'desc', search: 'ibu 400', filter: { marketStatus: 'onMarket', country: 'c-de' } }],
    ['fewer columns and an open row', { columns: ['pzn', 'name'], item: 'new' }],
  ])('round-trips %s', (_name, change) => {
    const view = { ...defaultListView(pzns), ...change }
    expect(parseListSearch(pzns, toListSearch(pzns, view) as Record<string, unknown>)).toEqual(view)
  })

  it('leaves the defaults out of the URL', () => {
    expect(toListSearch(pzns, defaultListView(pzns))).toEqual({})
  })

  it('falls back to the default for anything it does not know', () => {
    const view = parseListSearch(pzns, {
      page: -4,
      pageSize: 7,
      sort: 'country',
      order: 'sideways',
      filter: { colour: 'red', name: 'not a filter of pzns', marketStatus: 'outOfTrade' },
      columns: ['colour'],
      item: '<script>',
    })
    expect(view).toEqual({ ...defaultListView(pzns), filter: { marketStatus: 'outOfTrade' } })
  })

  it('keeps a sort of pzns only by a field it sorts by (those with an index), not quantity or unit', () => {
    expect(parseListSearch(pzns, { sort: 'dosageForm', order: 'desc' })).toMatchObject({ sort: 'dosageForm', order: 'desc' })
    expect(parseListSearch(pzns, { sort: 'quantity', order: 'desc' })).toMatchObject({ sort: 'name', order: 'desc' })
    expect(parseListSearch(pzns, { sort: 'unit' }).sort).toBe('name')
  })

  it('asks the API with sort as -field and filters as field:operator:value', () => {
    const view = { ...defaultListView(pzns), sort: 'retailPrice', order: 'desc' as const, filter: { name: 'Ibu', marketStatus: 'onMarket' } }
    expect(toListQuery(pzns, view)).toEqual({ page: 1, pageSize: 25, sort: '-retailPrice', filter: ['name:contains:Ibu', 'marketStatus:eq:onMarket'] })
  })

  it.each([
    ['5..10', ['retailPrice:gte:5', 'retailPrice:lte:10']],
    ['5..', ['retailPrice:gte:5']],
    ['..9,99', ['retailPrice:lte:9,99']],
    ['7.95', ['retailPrice:eq:7.95']],
  ])('reads the price filter %s as %j', (value, filters) => {
    expect(toListQuery(pzns, { ...defaultListView(pzns), filter: { retailPrice: value } }).filter).toEqual(filters)
  })
})

describe('derived fields in the URL', () => {
  const items = resourceById('underlying-pzns')

  it('shows them by default, offers them in the column chooser and sorts by them', () => {
    expect(defaultListView(items).columns).toEqual(['bundle', 'pzn', 'quantity', 'unitPrice', 'singlePrice', 'saving', 'savingPercent'])
    expect(columnChoices(items)).toEqual(expect.arrayContaining(['unitPrice', 'savingPercent']))
    const view = parseListSearch(items, { sort: 'saving', order: 'desc', columns: ['pzn', 'savingPercent'] })
    expect(view).toMatchObject({ sort: 'saving', order: 'desc', columns: ['pzn', 'savingPercent'] })
    expect(toListQuery(items, view).sort).toBe('-saving')
  })
})
