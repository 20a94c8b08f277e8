// The columns of a list's upload and export files: plain fields by name, references spelled out as
// the target's natural key (pzns.country -> country.code), so an exported file can be uploaded again.
import type { CompiledResource, CompiledResourceField } from '../../../shared/manifest/resource-types.ts'
import { findResource } from './resource-model.ts'

export interface FileColumn {
  /** Header in the file: `name`, or `country.code` for a reference. */
  readonly path: string
  readonly field: CompiledResourceField
  /** For references: which of the target's natural-key paths this column holds. */
  readonly keyIndex?: number
}

export function fileColumnsOf(resource: CompiledResource): FileColumn[] {
  return resource.fields.flatMap((field): FileColumn[] => {
    if (field.type !== 'reference') return [{ path: field.name, field }]
    return findResource(field.to!)!.naturalKeyPaths.map((path, keyIndex) => ({
      path: `${field.name}.${path}`,
      field,
      keyIndex,
    }))
  })
}
