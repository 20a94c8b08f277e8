import type { CompiledResource, ResourceColumn, ResourceTable } from '../shared/manifest/resource-types.ts'

/**
 * The table behind a resource, as data: the server builds its Drizzle tables and migrations from it
 * instead of writing one table per list by hand.
 */
export function buildResourceTable(
  resource: CompiledResource,
  all: ReadonlyMap<string, CompiledResource>,
): ResourceTable {
  const name = toSnakeCase(resource.id)
  const tenantScoped = resource.ownership === 'tenant'
  const columns: ResourceColumn[] = [
    { field: 'id', column: 'id', sqlType: 'uuid', notNull: true, primaryKey: true },
    ...(tenantScoped
      ? [
          {
            field: 'tenantGroup',
            column: 'tenant_group',
            sqlType: 'text',
            notNull: true,
            references: 'tenant_groups',
          },
        ]
      : []),
    ...resource.fields.map((f): ResourceColumn => ({
      field: f.name,
      column: f.column,
      sqlType: sqlTypeOf(f.type, f.scale),
      notNull: f.required,
      ...(f.type === 'reference' && f.to && all.has(f.to) ? { references: toSnakeCase(f.to) } : {}),
    })),
    { field: 'createdAt', column: 'created_at', sqlType: 'timestamptz', notNull: true },
    { field: 'updatedAt', column: 'updated_at', sqlType: 'timestamptz', notNull: true },
    { field: 'createdBy', column: 'created_by', sqlType: 'text', notNull: false },
    { field: 'updatedBy', column: 'updated_by', sqlType: 'text', notNull: false },
  ]
  const scope = tenantScoped ? ['tenant_group'] : []
  const columnOf = (field: string) =>
    resource.fields.find((f) => f.name === field)?.column ?? toSnakeCase(field)
  const keyColumns = [...scope, ...resource.naturalKey.map(columnOf)]
  const optionalInKey = resource.naturalKey.some(
    (field) => !resource.fields.find((f) => f.name === field)?.required,
  )
  const uniqueIndexes = [
    { name: `${name}_natural_key`, columns: keyColumns, nullsNotDistinct: optionalInKey },
    ...resource.fields
      .filter((f) => f.unique && !(resource.naturalKey.length === 1 && resource.naturalKey[0] === f.name))
      .map((f) => ({
        name: `${name}_${f.column}_key`,
        columns: [...scope, f.column],
        nullsNotDistinct: false,
      })),
  ]
  // Identifier columns too: a grid sorted by PZN walks the (pzn, id) index like any other sort; with
  // only the natural key's unique (pzn) index, a deep page read every skipped row from the table
  // (docs/decisions/0024). A list that declares what it sorts by gets an index for each of those
  // fields; other lists' remaining columns get none (each b-tree slows uploads, docs/decisions/0026).
  const indexed = new Set([
    ...resource.fields.filter((f) => f.type === 'reference').map((f) => f.name),
    ...resource.fields.filter((f) => f.type === 'identifier' && resource.list.columns.includes(f.name)).map((f) => f.name),
    ...resource.list.filters,
    resource.list.sort.field,
    ...(resource.list.sortIndexed ? resource.list.sortable : []),
  ])
  // The id last: lists sort by (field, id), so the index gives that order without an extra sort and,
  // with the table vacuumed, serves a page's ids from the index alone (docs/decisions/0021).
  const indexes = [...indexed]
    .filter((field) => resource.fields.some((f) => f.name === field))
    .map((field) => ({ name: `${name}_${columnOf(field)}_idx`, columns: [...scope, columnOf(field), 'id'] }))
  return { name, columns, uniqueIndexes, indexes }
}

function sqlTypeOf(type: CompiledResource['fields'][number]['type'], scale: number | undefined): string {
  switch (type) {
    case 'integer':
      return 'integer'
    case 'decimal':
      return `numeric(12,${scale ?? 2})`
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'reference':
      return 'uuid'
    default:
      return 'text'
  }
}

/** retailPrice -> retail_price; sub-brands -> sub_brands. */
export function toSnakeCase(name: string): string {
  return name
    .replace(/-/g, '_')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
}
