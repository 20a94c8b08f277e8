/**
 * Shapes of the compiled product-data resources (manifest/resources.yaml): what
 * src/generated/resources.gen.ts holds and what the API server, bulk upload and the screens read.
 * See docs/decisions/0020-product-data-model.md.
 */
import type { IdentifierKind } from '../identifiers/identifier-result.ts'
import type { Guard } from './types.ts'

/** The value types a resource field may have. */
export const RESOURCE_FIELD_TYPES = [
  'string',
  'integer',
  'decimal',
  'boolean',
  'date',
  'enum',
  'reference',
  'identifier',
] as const
export type ResourceFieldType = (typeof RESOURCE_FIELD_TYPES)[number]

/** Standard lists a string field's value may have to be in: countryCode is an ISO 3166-1 alpha-2 code. */
export const STRING_FORMATS = ['countryCode'] as const
export type StringFormat = (typeof STRING_FORMATS)[number]

/** The interface languages; a resource's display may name another field for each. */
export const DISPLAY_LOCALES = ['de', 'en', 'fr'] as const
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number]

/** Fields every row has without declaring them; no declared field may use these names. */
export const SYSTEM_FIELDS = [
  'id',
  'tenantGroup',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
] as const

/** One field of a resource with every default filled in. */
export interface CompiledResourceField {
  readonly name: string
  readonly type: ResourceFieldType
  /** Message key of the label. */
  readonly label: string
  readonly required: boolean
  readonly unique: boolean
  /** Column in the resource's table (snake_case). */
  readonly column: string
  readonly default?: string | number | boolean
  /** string: longest value. */
  readonly maxLength?: number
  /** string: regular expression (source) the whole value must match. */
  readonly pattern?: string
  /** string: the value must be one of a standard list (countryCode: an ISO 3166-1 alpha-2 code). */
  readonly format?: StringFormat
  readonly min?: number
  readonly max?: number
  /** decimal: digits after the point. */
  readonly scale?: number
  /** enum: allowed values with the message key of each label. */
  readonly values?: readonly { readonly value: string; readonly label: string }[]
  /** reference: id of the target resource; the stored value is the target row's id. */
  readonly to?: string
  /** reference: the target row must have these values (a reference field of the target compares its natural key). */
  readonly where?: Readonly<Record<string, string | number | boolean>>
  /** identifier: accepted schemes. */
  readonly kinds?: readonly IdentifierKind[]
  /** identifier: the reference-to-countries field whose country's scheme the value must follow. */
  readonly countryField?: string
}

/** How a derived field is computed from its operands: value (one), add, subtract, multiply, divide, percent (a * 100 / b). */
export const DERIVED_OPERATIONS = ['value', 'add', 'subtract', 'multiply', 'divide', 'percent'] as const
export type DerivedOperation = (typeof DERIVED_OPERATIONS)[number]

/** One operand of a derived field. */
export type DerivedOperand =
  /** A number field of the row itself. */
  | { readonly field: string }
  /** A number field of the row a reference field points at (bundle.price). */
  | { readonly reference: string; readonly field: string }
  /** A derived field declared before this one, as it is shown (rounded). */
  | { readonly derived: string }
  | { readonly number: number }

/**
 * A read-only value computed when a row is read, never stored (underlying-pzns: a bundle item's
 * price per pack beside the single pack's price). Shown as a column and in the detail view,
 * sortable; empty when an operand is empty or a divisor zero.
 */
export interface CompiledDerivedField {
  readonly name: string
  readonly type: 'decimal'
  /** Message key of the label. */
  readonly label: string
  /** Digits after the decimal point the value is rounded to. */
  readonly scale: number
  readonly operation: DerivedOperation
  readonly operands: readonly DerivedOperand[]
}

/** What a cell or a column header needs of a field or a derived field. */
export type ShownField = Pick<CompiledResourceField, 'name' | 'type' | 'label'> &
  Partial<Pick<CompiledResourceField, 'scale' | 'values' | 'to'>>

/** A column of the resource's table, ready to build a Drizzle table or a migration from. */
export interface ResourceColumn {
  /** Field name (camelCase), or a system field. */
  readonly field: string
  readonly column: string
  /** PostgreSQL type: text, integer, numeric(12,2), boolean, date, uuid, timestamptz. */
  readonly sqlType: string
  readonly notNull: boolean
  readonly primaryKey?: boolean
  /** Table referred to (by its id column); deleting a referenced row is refused. */
  readonly references?: string
}

/** The table behind a resource. */
export interface ResourceTable {
  readonly name: string
  readonly columns: readonly ResourceColumn[]
  /** Unique indexes: the natural key (within the tenant for tenant-owned rows) and every unique field. */
  readonly uniqueIndexes: readonly {
    readonly name: string
    readonly columns: readonly string[]
    readonly nullsNotDistinct: boolean
  }[]
  /** Columns worth an index for filters and sorting (references, filter fields, the sort field), each ending with id. */
  readonly indexes: readonly { readonly name: string; readonly columns: readonly string[] }[]
}

/** One product-data list, compiled. */
export interface CompiledResource {
  readonly id: string
  /** The list's screen: /services/<id>. */
  readonly path: string
  readonly title: string
  readonly itemTitle: string
  /** reference: one copy maintained by the parent group; tenant: rows belong to one tenant group. */
  readonly ownership: 'reference' | 'tenant'
  /** Rows come only from bulk upload. */
  readonly importOnly: boolean
  readonly naturalKey: readonly string[]
  /**
   * The natural key spelled out through references down to plain values, e.g. sub-brands:
   * brand.manufacturer.name, brand.name, name. The column names of a bulk-upload file.
   */
  readonly naturalKeyPaths: readonly string[]
  readonly requireAnyOf?: readonly string[]
  /**
   * The fields that name a row (pickers, list cells, titles), per interface language: the manifest's
   * `display` with each `{ de, en, fr }` entry resolved, e.g. countries: de [code, nameDe], fr [code, nameFr].
   */
  readonly display: Readonly<Record<DisplayLocale, readonly string[]>>
  readonly fields: readonly CompiledResourceField[]
  /** Read-only values computed from the row and the rows it refers to, in declaration order. */
  readonly derived: readonly CompiledDerivedField[]
  readonly list: {
    /** Fields and derived fields shown by default. */
    readonly columns: readonly string[]
    readonly filters: readonly string[]
    /** Text and identifier fields, and references, which match when the target's own text search fields do. */
    readonly search: readonly string[]
    /** A field or a derived field. */
    readonly sort: { readonly field: string; readonly order: 'asc' | 'desc' }
    /**
     * What the grid and the API may sort by: the manifest's `sortable`, or, where it declares none,
     * the default sort, every other field but references, every derived field, createdAt and updatedAt.
     */
    readonly sortable: readonly string[]
    /** Whether the manifest declared `sortable`: every sortable field then has a (field, id) index. */
    readonly sortIndexed: boolean
  }
  /** Who may read, create or update (write) and delete rows. */
  readonly access: { readonly read: Guard; readonly write: Guard; readonly delete: Guard }
  readonly table: ResourceTable
}
