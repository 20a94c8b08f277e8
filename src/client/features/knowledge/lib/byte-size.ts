import { useIntl } from 'react-intl'

const KIB = 1024
const MIB = 1024 * 1024

/**
 * File and storage sizes as a reader expects them: kilobytes below a megabyte (so a few small
 * uploads do not read "0 MB"), megabytes above, with the unit in the user's language ("6 kB", "6 ko").
 */
export function useByteSize(): (bytes: number) => string {
  const intl = useIntl()
  return (bytes) =>
    bytes < MIB
      ? intl.formatNumber(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KIB)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' })
      : intl.formatNumber(bytes / MIB, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 })
}
