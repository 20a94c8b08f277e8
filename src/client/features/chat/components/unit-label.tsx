import { FormattedMessage } from 'react-intl'

const KNOWN_UNITS = new Set(['page', 'slide', 'section', 'lines'])

/** "Seite 4", "Folie 2"...: where in the file a passage stands. */
export function UnitLabel({ unitKind, unitNumber }: { unitKind: string; unitNumber: number | null }) {
  const kind = KNOWN_UNITS.has(unitKind) ? unitKind : 'section'
  return <FormattedMessage id={`chat.unit.${kind}`} values={{ number: unitNumber ?? '' }} />
}
