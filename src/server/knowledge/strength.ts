// Strengths as products name them ("1 %", "0,05 %", "20 mg", "15 mg/5 ml"), read from a question or
// a document and written one way ("1%", "0.05%", "20mg", "15mg/5ml"), so 1 % is never 2 % and 0,05 %
// never 0,1 % (issue 38, decision 0092).

const strengthPattern =
  /(?<![\p{L}\d.,])(\d+(?:[.,]\d+)?)\s*(%|-?prozentige[nmrs]?|prozent|pour\s?cent|percent|mg|g|µg|mcg|ie|i\.e\.|iu)(?:\s*(?:\/|pro|per|par)\s*(\d+(?:[.,]\d+)?)?\s*(ml|g|dosis|dose|hub|sprühstoß|tablette|comprimé|tablet))?(?![\p{L}])/giu

const numberOf = (text: string) => String(Number(text.replace(',', '.')))
const unitOf = (text: string) => {
  const lower = text.toLowerCase()
  if (/prozent|cent/.test(lower)) return '%'
  return lower === 'mcg' ? 'µg' : lower === 'i.e.' || lower === 'iu' ? 'ie' : lower
}

/** Every strength the text names, normalized, in order, without repeats. */
export function strengthsIn(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(strengthPattern)) {
    const per = match[4] ? `/${match[3] ? numberOf(match[3]) : ''}${match[4].toLowerCase()}` : ''
    const strength = `${numberOf(match[1]!)}${unitOf(match[2]!)}${per}`
    if (!found.includes(strength)) found.push(strength)
  }
  return found
}

/** The text with every strength it names blanked out ("2-prozentige Gel" -> "  Gel"). */
export function withoutStrengths(text: string): string {
  return text.replace(strengthPattern, ' ')
}

/** Whether a named strength is the document's: equal, or equal in its amount part ("15mg" of "15mg/5ml"). */
export function sameStrength(asked: string, documentStrength: string): boolean {
  if (asked === documentStrength) return true
  // A bare number after the product's name ("Dolorex 400") is the amount in the product's unit.
  if (/^\d+(\.\d+)?$/.test(asked))
    return new RegExp(`^${asked.replace('.', '\\.')}(?![\\d.])`).test(documentStrength)
  const [askedAmount] = asked.split('/')
  const [documentAmount] = documentStrength.split('/')
  return askedAmount === documentAmount
}
