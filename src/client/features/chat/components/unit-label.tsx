import { useIntl } from 'react-intl'

export interface Place {
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
}

const NUMBERED_UNITS = new Set(['page', 'slide', 'lines'])

/**
 * Where in the file a passage stands: "Seite 4", "Folie 2", "Zeilen 12", or, for a section of a
 * DOCX, Markdown or HTML file (which has no number), its heading path; null when there is neither.
 */
export function usePlaceText(): (place: Place) => string | null {
  const intl = useIntl()
  return ({ unitKind, unitNumber, heading }) => {
    if (unitNumber !== null && NUMBERED_UNITS.has(unitKind)) return intl.formatMessage({ id: `chat.unit.${unitKind}` }, { number: unitNumber })
    if (unitNumber !== null) return intl.formatMessage({ id: 'chat.unit.section' }, { number: unitNumber })
    return heading.trim() || null
  }
}
