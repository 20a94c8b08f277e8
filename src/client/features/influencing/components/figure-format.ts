import type { IntlShape } from 'react-intl'

/** A rate as a percentage; a rate over no impressions is "no rate", never 0 % or NaN. */
export const formatRate = (intl: IntlShape, rate: number | null | undefined) =>
  rate === null || rate === undefined
    ? intl.formatMessage({ id: 'influencing.noRate' })
    : intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 1 })

export const formatCount = (intl: IntlShape, value: number | null | undefined) =>
  value === null || value === undefined ? '–' : intl.formatNumber(value)
