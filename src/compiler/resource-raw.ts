import type { ResourceFieldType } from '../shared/manifest/resource-types.ts'
import type { DiagnosticCode } from './diagnostics.ts'

/* The shapes of manifest/resources.yaml that the schema guarantees once validation passed. */

export type Path = (string | number)[]
export type Scalar = string | number | boolean

export interface RawField {
  name: string
  type: ResourceFieldType
  label?: string
  required?: boolean
  unique?: boolean
  default?: Scalar
  maxLength?: number
  pattern?: string
  format?: 'countryCode'
  min?: number
  max?: number
  scale?: number
  values?: string[]
  to?: string
  where?: Record<string, Scalar>
  kinds?: string[]
  countryField?: string
}

export type RawOperand = string | number

export interface RawDerivedField {
  name: string
  label?: string
  scale?: number
  value?: RawOperand
  add?: [RawOperand, RawOperand]
  subtract?: [RawOperand, RawOperand]
  multiply?: [RawOperand, RawOperand]
  divide?: [RawOperand, RawOperand]
  percent?: [RawOperand, RawOperand]
}

export interface RawResource {
  id: string
  title: string
  itemTitle: string
  ownership: 'reference' | 'tenant'
  importOnly?: boolean
  naturalKey: string[]
  requireAnyOf?: string[]
  /** A field name, or one field per language. */
  display?: (string | Record<'de' | 'en' | 'fr', string>)[]
  access?: { read?: string; write?: string; delete?: string }
  fields: RawField[]
  derived?: RawDerivedField[]
  list: { columns: string[]; filters?: string[]; search?: string[]; sort?: string; sortable?: string[] }
}

/** How the checks of one resource report a problem at a path of the merged manifest. */
export type Report = (path: Path, code: DiagnosticCode, message: string) => void
