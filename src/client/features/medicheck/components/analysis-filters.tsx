import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'
import { FINDING_TYPES } from '../api/medicheck-types.ts'

export interface AnalysisFilterValues {
  from: string
  to: string
  source: string
  product: string
  /** '' any, 'yes' only suspected or possible AEs */
  ae: '' | 'yes'
  type: string
  review: string
}

export const emptyFilters: AnalysisFilterValues = {
  from: '',
  to: '',
  source: '',
  product: '',
  ae: '',
  type: '',
  review: 'open',
}

const REVIEWS = ['open', 'confirmed', 'dismissed', 'forwarded'] as const

/** Date range, source, product, AE only, finding type and review status of the analysis page. */
export function AnalysisFilters({
  value,
  onChange,
  sources,
  products,
}: {
  value: AnalysisFilterValues
  onChange: (next: AnalysisFilterValues) => void
  sources: readonly { id: string; title: string }[]
  products: readonly string[]
}) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  const set = <K extends keyof AnalysisFilterValues>(key: K, next: AnalysisFilterValues[K]) =>
    onChange({ ...value, [key]: next })
  const select = (key: keyof AnalysisFilterValues, label: string, options: readonly [string, string][]) => (
    <TextField
      select
      size="small"
      label={label}
      value={value[key]}
      onChange={(event) => set(key, event.target.value as never)}
      sx={{ minWidth: 170, maxWidth: '100%' }}
    >
      <MenuItem value="">{t('medicheck.filter.all')}</MenuItem>
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  )
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
      role="search"
      aria-label={t('medicheck.filter.label')}
    >
      <LocaleDateField
        size="small"
        label={t('medicheck.filter.from')}
        value={value.from}
        onChange={(iso) => set('from', iso ?? '')}
      />
      <LocaleDateField
        size="small"
        label={t('medicheck.filter.to')}
        value={value.to}
        onChange={(iso) => set('to', iso ?? '')}
      />
      {select(
        'source',
        t('medicheck.filter.source'),
        sources.map((source) => [source.id, source.title]),
      )}
      {select(
        'product',
        t('medicheck.filter.product'),
        products.map((product) => [product, product]),
      )}
      {select('ae', t('medicheck.filter.ae'), [['yes', t('medicheck.filter.aeOnly')]])}
      {select(
        'type',
        t('medicheck.filter.type'),
        FINDING_TYPES.map((type) => [type, t(`medicheck.findingType.${type}`)]),
      )}
      {select(
        'review',
        t('medicheck.filter.review'),
        REVIEWS.map((review) => [review, t(`medicheck.reviewStatus.${review}`)]),
      )}
    </Box>
  )
}
