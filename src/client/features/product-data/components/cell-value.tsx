import { FormattedMessage, FormattedNumber } from 'react-intl'
import type { ShownField } from '../../../../shared/manifest/resource-types.ts'
import { useResourceRow } from '../api/get-resource-row.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { useDisplayLocale } from '../lib/display-locale.ts'
import { targetOf } from '../lib/product-data-resources.ts'
import { rowLabel } from '../lib/row-label.ts'

/** One value of a row as a reader wants it: labels for choices and yes/no, numbers in the user's format, references by name. */
export function CellValue({ field, row }: { field: ShownField; row: ResourceRow }) {
  const value = row[field.name]
  if (value === null || value === undefined || value === '') return null
  switch (field.type) {
    case 'enum': {
      const option = field.values?.find((candidate) => candidate.value === value)
      return option ? <FormattedMessage id={option.label} /> : <>{String(value)}</>
    }
    case 'boolean':
      return <FormattedMessage id={value === true ? 'productData.yes' : 'productData.no'} />
    case 'integer':
    case 'decimal':
      return typeof value === 'number' || !Number.isNaN(Number(value)) ? (
        // Prices (two decimals) keep both digits; a quantity of 20 stays "20", not "20.000".
        <FormattedNumber value={Number(value)} maximumFractionDigits={field.scale ?? 0} minimumFractionDigits={field.scale === 2 ? 2 : 0} />
      ) : (
        <>{String(value)}</>
      )
    case 'reference': {
      // The list answers with each reference's display text; a row from elsewhere is looked up.
      const label = row.labels?.[field.name]
      return label ? <>{label}</> : <ReferenceLabel field={field} id={String(value)} />
    }
    default:
      return <>{String(value)}</>
  }
}

/** The display name of a referenced row; rows are cached, so a page of 25 rows asks for each target once. */
export function ReferenceLabel({ field, id }: { field: ShownField; id: string }) {
  const target = targetOf(field)
  const locale = useDisplayLocale()
  const row = useResourceRow(target?.id, id)
  if (!target || row.isError) return <>{id}</>
  return <>{row.data ? rowLabel(target, row.data, locale) : '…'}</>
}
