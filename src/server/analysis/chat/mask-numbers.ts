// Phone numbers and IBANs in a chat message (decision 0114, round 5 addendum): the ways to reach or
// identify a writer that are numbers. A phone number is told from a PZN, a date, a dose or a price by
// its shape, not by guessing: international (+ or 00, a country code, 8 to 15 digits) or national
// (a leading 0 as in DE, AT and FR; 7 to 13 digits), written with spaces, slashes, hyphens, an area
// code in brackets, or the French pairs with dots. An unbroken run of digits is a phone number only
// from 10 digits on (a PZN has 8, and may begin with 0); dots count only in the French pairs (so
// 01.02.2024 stays a date), and day-month-year shapes stay dates. An IBAN is masked only when its
// ISO 13616 check digits are right.
const mark = '[…]'

/** A run of digits with the separators people write phone numbers with; classified by isPhoneNumber. */
const phoneCandidate =
  /(?<![\p{L}\p{N}_+])(?<!\d[.,])(?<!PZN[\s:.\-–]{0,3})(?:(?:\+|00)\d{1,3}[ ./-]?(?:\(0\)[ ./-]?)?|\(0\d{1,5}\) ?|0(?=\d))\d+(?:(?: ?[/-] ?| |\.)\d+)*(?![\p{L}\p{N}]|[.,]\d)/gu

const frenchPairs = /^(?:(?:\+|00)33[ .]?|0)[1-9](?:\.\d{2}){4}$/
const dayMonthYear = /^\d{1,2}[ /-]\d{1,2}[ /-]\d{2,4}$/

export function isPhoneNumber(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '')
  if (candidate.includes('.')) return frenchPairs.test(candidate)
  if (/^(?:\+|00)/.test(candidate)) {
    const significant = digits.length - (candidate.startsWith('00') ? 2 : 0)
    return significant >= 8 && significant <= 16
  }
  if (digits.length < 7 || digits.length > 13 || dayMonthYear.test(candidate)) return false
  return /[ /()-]/.test(candidate) || digits.length >= 10
}

export function maskPhoneNumbers(text: string): string {
  return text.replace(phoneCandidate, (found) => (isPhoneNumber(found) ? mark : found))
}

/** Two letters, two check digits, then 11 to 30 letters or digits, in groups of four or not. */
const ibanCandidate = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}(?![\p{L}\p{N}])/giu

/** ISO 13616: the country and check digits moved to the end, letters as 10..35, modulo 97 is 1. */
export function isIban(candidate: string): boolean {
  const compact = candidate.replace(/ /g, '').toUpperCase()
  if (compact.length < 15 || compact.length > 34) return false
  const moved = compact.slice(4) + compact.slice(0, 4)
  let rest = 0
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char)
    rest = (rest * (value >= 10 ? 100 : 10) + value) % 97
  }
  return rest === 1
}

export function maskIbans(text: string): string {
  return text.replace(ibanCandidate, (found) => {
    // A candidate may run on into the next word's digits: the longest prefix that is an IBAN is taken.
    for (let end = found.length; end >= 15; end--) {
      const head = found.slice(0, end)
      if (!head.endsWith(' ') && isIban(head)) return mark + found.slice(end)
    }
    return found
  })
}
