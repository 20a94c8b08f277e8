import type { CompiledResource } from '../../../../shared/manifest/resource-types.ts'
import type { ResourceListQuery } from '../api/resource-api-types.ts'
import { fieldOf, shownFieldOf } from './product-data-resources.ts'

export const PAGE_SIZES = [10, 25, 50, 100] as const
const DEFAULT_PAGE_SIZE = 25

/** What a list shows: kept in the URL's search params so a view can be bookmarked and shared. */
export interface ListView {
  /** 1-based, as the API counts. */
  readonly page: number
  readonly pageSize: number
  readonly sort: string
  readonly order: 'asc' | 'desc'
  readonly search: string
  /** Field -> value, only the list's declared filters. */
  readonly filter: Readonly<Record<string, string>>
  /** Visible columns, in the list's order. */
  readonly columns: readonly string[]
  /** The row open in the detail view: an id, or `new` for the create form. */
  readonly item?: string
}

/** The URL's search params of a list view; defaults are left out so a plain link stays plain. */
export interface ListSearch {
  page?: number
  pageSize?: number
  sort?: string
  order?: 'asc' | 'desc'
  search?: string
  filter?: Record<string, string>
  columns?: string[]
  item?: string
}

/** Columns a user may show: the list's own columns first, then every other field and derived field. */
export function columnChoices(resource: CompiledResource): readonly string[] {
  const all = [...resource.fields, ...resource.derived].map((field) => field.name)
  return [...resource.list.columns, ...all.filter((name) => !resource.list.columns.includes(name))]
}

export function defaultListView(resource: CompiledResource): ListView {
  return {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: resource.list.sort.field,
    order: resource.list.sort.order,
    search: '',
    filter: {},
    columns: resource.list.columns,
  }
}

/**
 * Reads a list view from search params someone may have typed or edited: anything that is not a
 * field of this list, a page size we offer, a sort order or a sensible page falls back to the default.
 */
export function parseListSearch(resource: CompiledResource, raw: Readonly<Record<string, unknown>>): ListView {
  const view = defaultListView(resource)
  const page = toInteger(raw.page)
  const pageSize = toInteger(raw.pageSize)
  // Any field the list sorts by (on a large list only those with an index), shown in the grid.
  const sortField = typeof raw.sort === 'string' ? shownFieldOf(resource, raw.sort) : undefined
  const sort = sortField && resource.list.sortable.includes(sortField.name) ? sortField.name : view.sort
  const filter: Record<string, string> = {}
  if (isRecord(raw.filter)) {
    for (const name of resource.list.filters) {
      const value = raw.filter[name]
      if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || typeof value === 'boolean')
        filter[name] = String(value)
    }
  }
  const requested = Array.isArray(raw.columns) ? raw.columns.filter((c): c is string => typeof c === 'string') : undefined
  const columns = requested ? columnChoices(resource).filter((c) => requested.includes(c)) : view.columns
  const item = typeof raw.item === 'string' && /^[\w-]{1,64}$/.test(raw.item) ? raw.item : undefined
  return {
    page: page !== undefined && page >= 1 ? page : 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? view.pageSize,
    sort,
    order: raw.order === 'asc' || raw.order === 'desc' ? raw.order : sort === view.sort ? view.order : 'asc',
    search: typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search).slice(0, 200) : '',
    filter,
    columns: columns.length > 0 ? columns : view.columns,
    ...(item ? { item } : {}),
  }
}

/** The search params of a view: only what differs from the default. */
export function toListSearch(resource: CompiledResource, view: ListView): ListSearch {
  const base = defaultListView(resource)
  const search: ListSearch = {}
  if (view.page !== base.page) search.page = view.page
  if (view.pageSize !== base.pageSize) search.pageSize = view.pageSize
  if (view.sort !== base.sort || view.order !== base.order) {
    search.sort = view.sort
    search.order = view.order
  }
  if (view.search.trim()) search.search = view.search.trim()
  if (Object.keys(view.filter).length > 0) search.filter = { ...view.filter }
  if (view.columns.join() !== base.columns.join()) search.columns = [...view.columns]
  if (view.item) search.item = view.item
  return search
}

const ORDERED_TYPES: readonly string[] = ['integer', 'decimal', 'date']

/**
 * The API filters of one filter value: text matches a part of the value; numbers and dates take a
 * range `from..to` (either end may be left open, `5..` or `..10`); everything else the whole value.
 */
export function toApiFilters(resource: CompiledResource, name: string, value: string): string[] {
  const type = fieldOf(resource, name)?.type ?? 'string'
  if (type === 'string' || type === 'identifier') return [`${name}:contains:${value}`]
  const range = ORDERED_TYPES.includes(type) ? /^(.*?)\.\.(.*)$/.exec(value) : null
  if (!range) return [`${name}:eq:${value}`]
  const [, from = '', to = ''] = range.map((part) => part.trim())
  return [...(from ? [`${name}:gte:${from}`] : []), ...(to ? [`${name}:lte:${to}`] : [])]
}

/** The API query of a view. */
export function toListQuery(resource: CompiledResource, view: ListView): ResourceListQuery {
  const filter = Object.entries(view.filter).flatMap(([name, value]) => toApiFilters(resource, name, value))
  return {
    page: view.page,
    pageSize: view.pageSize,
    sort: `${view.order === 'desc' ? '-' : ''}${view.sort}`,
    ...(view.search.trim() ? { search: view.search.trim() } : {}),
    ...(filter.length > 0 ? { filter } : {}),
  }
}

function toInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isInteger(number) ? number : undefined
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
