import {
  DISPLAY_LOCALES,
  SYSTEM_FIELDS,
  type CompiledResource,
  type DisplayLocale,
  type ResourceFieldType,
} from '../shared/manifest/resource-types.ts'
import type { Guard } from '../shared/manifest/types.ts'
import { checkDerivedFields } from './check-derived.ts'
import { checkResourceField } from './check-resource-field.ts'
import type { Diagnostic } from './diagnostics.ts'
import type { MergedManifest } from './merge.ts'
import type { Path, RawField, RawResource, Report } from './resource-raw.ts'
import { expandNaturalKey, orderByDependencies } from './resource-order.ts'
import { buildResourceTable } from './resource-table.ts'

/** What else of the manifest the resources refer to. */
export interface ResourceContext {
  readonly levelSets: Readonly<Record<string, readonly string[]>>
  /** The group that maintains reference data (the tenant of kind parent). */
  readonly parentGroup: string | undefined
  readonly messages: Readonly<Record<string, Readonly<Record<string, string>>>>
}

const LOCALES = ['de', 'en', 'fr'] as const
type Operation = 'read' | 'write' | 'delete'
/** Reading is open to every signed-in user; writing needs WRITE or above, deleting ADMIN or above. */
const DEFAULT_ACCESS: Record<Operation, string | undefined> = {
  read: undefined,
  write: 'fromWrite',
  delete: 'fromAdmin',
}
const SEARCHABLE = new Set<ResourceFieldType>(['string', 'identifier'])

/**
 * Checks the `resources` section: names, references between resources, field options, identifier
 * kinds, and that natural keys, list columns, filters, search fields and sort name real fields.
 * Returns the resources compiled and ordered so that every list comes after the lists it refers to.
 */
export function checkResources(
  merged: MergedManifest,
  context: ResourceContext,
): { resources: CompiledResource[]; diagnostics: Diagnostic[] } {
  const d: Diagnostic[] = []
  const report: Report = (path, code, message) => d.push(merged.at(path, code, message))
  // As in check.ts: a key missing from only some catalogues is reported at the catalogues.
  const requireMessage = (key: string, path: Path) => {
    if (!LOCALES.some((locale) => context.messages[locale]?.[key] !== undefined)) {
      report(
        path,
        'MISSING_MESSAGE',
        `'${key}' has no text in any language (add it to messages de, en and fr)`,
      )
    }
  }

  const raw = (merged.data.resources ?? []) as RawResource[]
  const byId = new Map<string, RawResource>()
  raw.forEach((r, i) => {
    if (byId.has(r.id)) report(['resources', i, 'id'], 'DUPLICATE_ID', `resource '${r.id}' is declared twice`)
    else byId.set(r.id, r)
  })

  const resolveAccess = (r: RawResource, path: Path, operation: Operation): Guard => {
    const given = r.access?.[operation]
    const setName = given ?? DEFAULT_ACCESS[operation]
    if (setName === undefined) return null
    const levels = context.levelSets[setName]
    if (!levels) {
      const hint = given ? '' : ` (the default for ${operation}; name another under access.${operation})`
      report(
        given ? [...path, 'access', operation] : [...path, 'id'],
        'UNKNOWN_LEVEL',
        `unknown level set '${setName}'${hint} (known: ${Object.keys(context.levelSets).join(', ')})`,
      )
    }
    // Reference data is one copy for everyone, so only the parent group may change it.
    const parentOnly =
      operation !== 'read' && r.ownership === 'reference' && context.parentGroup !== undefined
    return {
      anyOf: [
        {
          levels: levels ?? [],
          levelSet: setName,
          ...(parentOnly ? { groups: [context.parentGroup!] } : {}),
        },
      ],
    }
  }

  const compileResource = (r: RawResource, path: Path): CompiledResource => {
    requireMessage(r.title, [...path, 'title'])
    requireMessage(r.itemTitle, [...path, 'itemTitle'])
    const fields = new Map<string, RawField>()
    const compiledFields = r.fields.map((f, j) => {
      const here: Path = [...path, 'fields', j]
      if (fields.has(f.name))
        report([...here, 'name'], 'DUPLICATE_ID', `field '${f.name}' of '${r.id}' is declared twice`)
      if ((SYSTEM_FIELDS as readonly string[]).includes(f.name))
        report(
          [...here, 'name'],
          'INVALID_FIELD',
          `'${f.name}' is a field every row has; choose another name`,
        )
      fields.set(f.name, f)
      return checkResourceField(f, here, { resource: r, byId, report, requireMessage })
    })
    const fieldAt = (name: string, where: Path, what: string): RawField | undefined => {
      const field = fields.get(name)
      if (!field)
        report(
          where,
          'UNKNOWN_FIELD',
          `${what} '${name}' is not a field of '${r.id}' (fields: ${[...fields.keys()].join(', ')})`,
        )
      return field
    }
    r.naturalKey.forEach((name, j) => fieldAt(name, [...path, 'naturalKey', j], 'natural key field'))
    r.requireAnyOf?.forEach((name, j) => {
      if (fieldAt(name, [...path, 'requireAnyOf', j], 'requireAnyOf field')?.required) {
        report(
          [...path, 'requireAnyOf', j],
          'INVALID_FIELD',
          `'${name}' is required anyway; requireAnyOf lists optional fields`,
        )
      }
    })
    r.display?.forEach((entry, j) => {
      if (typeof entry === 'string') fieldAt(entry, [...path, 'display', j], 'display field')
      else
        for (const locale of DISPLAY_LOCALES)
          fieldAt(entry[locale], [...path, 'display', j, locale], `display field (${locale})`)
    })
    const derived = checkDerivedFields(r, path, { byId, report, requireMessage })
    // Columns and the sort may name a derived field too; filters, search, keys and display may not.
    const shownAt = (name: string, where: Path, what: string) =>
      derived.some((d) => d.name === name) || fieldAt(name, where, what)
    r.list.columns.forEach((name, j) => shownAt(name, [...path, 'list', 'columns', j], 'column'))
    r.list.filters?.forEach((name, j) => fieldAt(name, [...path, 'list', 'filters', j], 'filter'))
    r.list.search?.forEach((name, j) => {
      const field = fieldAt(name, [...path, 'list', 'search', j], 'search field')
      if (!field) return
      // A reference searches the target's own text search fields (underlying-pzns: its bundle and pack).
      const target = field.type === 'reference' ? byId.get(field.to ?? '') : undefined
      if (target) {
        if (
          !target.list.search?.some((own) =>
            SEARCHABLE.has(target.fields.find((f) => f.name === own)?.type ?? 'reference'),
          )
        )
          report(
            [...path, 'list', 'search', j],
            'INVALID_FIELD',
            `search on reference '${name}' looks in the text search fields of '${target.id}', which has none`,
          )
      } else if (field.type !== 'reference' && !SEARCHABLE.has(field.type))
        report(
          [...path, 'list', 'search', j],
          'INVALID_FIELD',
          `search looks in text or references; '${name}' is of type ${field.type}`,
        )
    })
    const sort = r.list.sort ?? r.naturalKey[0] ?? ''
    const sortField = sort.replace(/^-/, '')
    if (r.list.sort) shownAt(sortField, [...path, 'list', 'sort'], 'sort field')
    // A declared sortable list sorts only by stored fields, each with an index (resource-table.ts).
    r.list.sortable?.forEach((name, j) => {
      const where = [...path, 'list', 'sortable', j]
      if (derived.some((d) => d.name === name))
        report(
          where,
          'INVALID_FIELD',
          `'${name}' is derived, so no index can serve it; sortable names stored fields`,
        )
      else if (fieldAt(name, where, 'sortable field')?.type === 'reference')
        report(where, 'INVALID_FIELD', `'${name}' is a reference: its rows would sort by ids no reader sees`)
    })
    if (r.list.sortable && !r.list.sortable.includes(sortField))
      report(
        [...path, 'list', r.list.sort ? 'sort' : 'sortable'],
        'INVALID_FIELD',
        `the default sort '${sortField}' is not in sortable (${r.list.sortable.join(', ')})`,
      )
    r.fields.forEach((f, j) => {
      if (f.countryField === undefined) return
      const country = fieldAt(f.countryField, [...path, 'fields', j, 'countryField'], 'countryField')
      if (country && country.type !== 'reference') {
        report(
          [...path, 'fields', j, 'countryField'],
          'INVALID_FIELD',
          `countryField '${f.countryField}' must be a reference to countries, not of type ${country.type}`,
        )
      }
    })
    return {
      id: r.id,
      path: `/services/${r.id}`,
      title: r.title,
      itemTitle: r.itemTitle,
      ownership: r.ownership,
      importOnly: r.importOnly ?? false,
      naturalKey: r.naturalKey,
      naturalKeyPaths: expandNaturalKey(r, byId),
      ...(r.requireAnyOf ? { requireAnyOf: r.requireAnyOf } : {}),
      display: displayByLocale(r.display ?? r.naturalKey),
      fields: compiledFields,
      derived,
      list: {
        columns: r.list.columns,
        filters: r.list.filters ?? [],
        search: r.list.search ?? [],
        sort: { field: sortField, order: sort.startsWith('-') ? 'desc' : 'asc' },
        // The default sort always (underlying-pzns sorts by its bundle, a reference).
        sortable: r.list.sortable ?? [
          ...r.fields.filter((f) => f.type !== 'reference' || f.name === sortField).map((f) => f.name),
          ...derived.map((d) => d.name),
          'createdAt',
          'updatedAt',
        ],
        sortIndexed: r.list.sortable !== undefined,
      },
      access: {
        read: resolveAccess(r, path, 'read'),
        write: resolveAccess(r, path, 'write'),
        delete: resolveAccess(r, path, 'delete'),
      },
      table: { name: '', columns: [], uniqueIndexes: [], indexes: [] },
    }
  }

  const compiled = new Map<string, CompiledResource>()
  raw.forEach((r, i) => {
    if (byId.get(r.id) === r) compiled.set(r.id, compileResource(r, ['resources', i]))
  })
  const ordered = orderByDependencies([...byId.values()], (r, message) =>
    report(['resources', raw.indexOf(r), 'id'], 'REFERENCE_CYCLE', message),
  )
  const resources = ordered.map((r) => {
    const c = compiled.get(r.id)!
    return { ...c, table: buildResourceTable(c, compiled) }
  })
  return { resources, diagnostics: d }
}

/** The display fields in each language: `{ de, en, fr }` entries resolved, plain names everywhere. */
function displayByLocale(
  display: NonNullable<RawResource['display']>,
): Record<DisplayLocale, readonly string[]> {
  const pick = (locale: DisplayLocale) =>
    display.map((entry) => (typeof entry === 'string' ? entry : entry[locale]))
  return { de: pick('de'), en: pick('en'), fr: pick('fr') }
}
