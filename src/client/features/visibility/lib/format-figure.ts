// How a figure reads: a percentage with its 95 % interval, or a mean; n is shown beside each.
import type { IntlShape } from 'react-intl'
import type { Proportion } from '../api/visibility-types.ts'

export const percent = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 })

export const interval = (intl: IntlShape, p: Proportion) =>
  intl.formatMessage(
    { id: 'visibility.figure.interval' },
    { low: percent(intl, p.low), high: percent(intl, p.high) },
  )
