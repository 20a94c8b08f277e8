// Personal data out of a question users asked, before it is counted, shown to an admin or sent to a
// model (decision 0048): e-mail addresses, phone numbers, IBANs, long identifying numbers, dates,
// and names where the text says it is a name (a title or form of address before it, "my name is",
// a greeting or sign-off). Each becomes a placeholder, so "Frau Müller fragt nach Dolorex" and
// "Herr Meier fragt nach Dolorex" count as one question. Names written with nothing that marks them
// as names cannot be told from other words and stay; the decision says so.

const placeholder = {
  name: '[Name]',
  email: '[E-Mail]',
  phone: '[Telefon]',
  iban: '[IBAN]',
  number: '[Nummer]',
  date: '[Datum]',
} as const

/** A capitalised word (with hyphenated or apostrophe parts): the shape of a name. */
const nameWord = String.raw`(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]*)`
/** One to three of them. */
const fullName = String.raw`${nameWord}(?:\s+(?:(?:von|van|de|du|der|den|da|di|le|la)\s+)?${nameWord}){0,2}`

const titles = String.raw`Herrn?|Frau|Fr\.|Hr\.|Dr\.|Prof\.|Mr\.?|Mrs\.?|Ms\.?|Miss|Monsieur|Madame|Mademoiselle|Mme\.?|Mlle\.?|M\.|Patientin|Patient|Patiente|Kundin|Kunde|Kollegin|Kollege|Client|Cliente|customer|patient|Apothekerin|Apotheker`
const introductions = String.raw`ich\s+hei(?:ß|ss)e|mein\s+Name\s+ist|my\s+name\s+is|je\s+m['’]appelle|mon\s+nom\s+est|this\s+is|hier\s+ist|ici`
const signOffs = String.raw`Grüßen?|Grüße|Gruß|Gruss|Grüsse|Regards|Best|Thanks|Danke|Merci|Cordialement|Bien\s+à\s+vous|Sincerely|LG|VG|MfG`

const rules: readonly { pattern: RegExp; replace: (match: string, ...groups: string[]) => string }[] = [
  { pattern: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, replace: () => placeholder.email },
  { pattern: /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}(?:[ ]?[A-Z0-9]{1,3})?\b/g, replace: () => placeholder.iban },
  // Titles and forms of address: the name after them, the title kept ("Frau [Name]").
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${titles})(\s+)(?:(?:${titles})\s+)*${fullName}`, 'gu'), replace: (_match, title, space) => `${title}${space}${placeholder.name}` },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${introductions})(\s+)${fullName}`, 'giu'), replace: (_match, intro, space) => `${intro}${space}${placeholder.name}` },
  { pattern: new RegExp(String.raw`(?<![\p{L}])(${signOffs})(,?\s+)${fullName}`, 'gu'), replace: (_match, word, space) => `${word}${space}${placeholder.name}` },
  // A title before a title ("Kunde Herr Dr. Hans-Peter Meier"): the rest of the name goes too.
  { pattern: new RegExp(String.raw`\[Name\](?:\s+${nameWord})+`, 'gu'), replace: () => placeholder.name },
  { pattern: /(?<![\p{L}\p{N}])\d{1,2}[./]\d{1,2}[./](?:\d{4}|\d{2})(?![\p{N}])/gu, replace: () => placeholder.date },
  { pattern: /(?<![\p{L}\p{N}])\d{4}-\d{2}-\d{2}(?![\p{N}])/gu, replace: () => placeholder.date },
]

/** Phone numbers: a + or a leading 0, at least seven digits, separators allowed; not a product number. */
const phonePattern = /(?<![\p{L}\p{N}+])(?:\+|00|0)\d[\d ()/.-]{5,}\d(?![\p{N}])/gu
/** Long numbers (customer, insurance, order numbers); PZN, CIP, EAN, GTIN and batch numbers stay. */
const longNumberPattern = /(?<![\p{L}\p{N}])[A-Z]?\d{9,}(?![\p{N}])/gu
const productNumberBefore = /(?:PZN|CIP(?:13|7)?|EAN|GTIN|Ch\.-B\.|Charge|lot|batch)[\s:#-]*$/i

function replaceNumbers(text: string, pattern: RegExp, minDigits: number, label: string): string {
  return text.replace(pattern, (match, ...rest) => {
    const offset = rest.at(-2) as number
    if ((match.match(/\d/g) ?? []).length < minDigits) return match
    if (productNumberBefore.test(text.slice(Math.max(0, offset - 12), offset))) return match
    return label
  })
}

/** The text with personal data replaced by placeholders ([Name], [E-Mail], [Telefon], [IBAN], [Nummer], [Datum]). */
export function redactPersonalData(text: string): string {
  let result = text
  for (const rule of rules) result = result.replace(rule.pattern, rule.replace as (substring: string, ...args: unknown[]) => string)
  result = replaceNumbers(result, phonePattern, 7, placeholder.phone)
  result = replaceNumbers(result, longNumberPattern, 9, placeholder.number)
  return result
}
