import type { IntlShape } from 'react-intl'
import type { CompiledResource } from '../../../../shared/manifest/resource-types.ts'
import { fieldOf } from './product-data-resources.ts'

/**
 * The label of an upload column: a field (`name`), or a reference spelled as its natural key
 * (`country.code`, `brand.manufacturer.name`), shown as "Country › code".
 */
export function columnLabel(intl: IntlShape, resource: CompiledResource, column: string): string {
  const [first = column, ...rest] = column.split('.')
  const field = fieldOf(resource, first)
  const label = field ? intl.formatMessage({ id: field.label }) : first
  return rest.length > 0 ? `${label} › ${rest.join(' › ')}` : label
}
