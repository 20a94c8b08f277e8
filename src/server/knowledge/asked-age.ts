// The age a question asks about and the age ranges a sentence states (issue 38): "How much can I give
// my 4 year old?" is answered by "Children 2 to 5 years: 2.5 ml", not by the line for 6 to 12 years;
// "Darf mein 13-jähriger Sohn ..." by "nicht bei Kindern unter 14 Jahren". German, French and English,
// in digits or number words up to seventeen. Pure.

const numberWords: Record<string, number> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
}
const number = `(\\d{1,2}|${Object.keys(numberWords).join('|')})`
const asked = [
  // "4 year old", "nine-year-old", "4-year-old"
  new RegExp(`(?<!\\p{L})${number}[\\s-]*(?:years?|yrs?)[\\s-]*old(?!\\p{L})`, 'iu'),
  // "13-jähriger", "Neunjährigen", "4 Jahre alt"
  new RegExp(`(?<!\\p{L})${number}[\\s-]*(?:jährig|jahrig|jahre\\s+alt)`, 'iu'),
  // "mon fils de 10 ans", "un enfant de quatre ans"
  new RegExp(`(?<!\\p{L})(?:de|d'|a|à|mit|aged|age)\\s+${number}\\s*(?:ans|jahren|years)(?!\\p{L})`, 'iu'),
]

const valueOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : numberWords[word.toLowerCase()])

/** The age (in years) the question asks about, or null. */
export function askedAge(question: string): number | null {
  for (const pattern of asked) {
    const match = question.match(pattern)
    if (match) return valueOf(match[1]!) ?? null
  }
  return null
}

const years = '(?:jahren?|years?|ans)(?!\\p{L})'
const between = new RegExp(`(\\d{1,2})\\s*(?:bis|to|à|a|-|–|and|und|et)\\s*(\\d{1,2})\\s*${years}`, 'giu')
const under = new RegExp(
  `(?:unter|under|below|moins\\s+de|younger\\s+than|jünger\\s+als|less\\s+than)\\s+(\\d{1,2})\\s*${years}`,
  'giu',
)
const from = new RegExp(
  `(?:ab|from|over|above|über|plus\\s+de|older\\s+than|älter\\s+als|à\\s+partir\\s+de|aged|dès)\\s+(\\d{1,2})\\s*${years}`,
  'giu',
)

/** The age ranges a sentence states ("2 bis 6 Jahre", "under 12 years", "ab 12 Jahren"), [from, to]. */
export function ageRangesIn(text: string): [number, number][] {
  const ranges: [number, number][] = []
  for (const m of text.matchAll(between)) ranges.push([Number(m[1]), Number(m[2])])
  for (const m of text.matchAll(under)) ranges.push([0, Number(m[1]) - 0.5])
  for (const m of text.matchAll(from)) ranges.push([Number(m[1]), Number.POSITIVE_INFINITY])
  return ranges
}

/** True: a range the sentence states holds the age; false: it states ranges, none holds it; null: none. */
export function holdsAge(age: number, text: string): boolean | null {
  const ranges = ageRangesIn(text)
  if (ranges.length === 0) return null
  return ranges.some(([low, high]) => age >= low && age <= high)
}
