// What a document is (issue 38, decision 0091), read from its own text at indexing: the product it is
// about with its strength and form, the document type (SmPC/Fachinformation, leaflet/notice,
// training, claims list, price list, press release, FAQ), the market, the language and the version
// date where the text says so ("Stand", "zuletzt überarbeitet", "révisée le", "revised"). A pure
// function: the same text gives the same profile. Nothing is guessed: a field the text does not
// show stays null, and the data pool lets a person fill it in.
import { foldText } from '../field-terms.ts'
import { strengthsIn } from '../strength.ts'

export type DocumentType = 'smpc' | 'leaflet' | 'training' | 'claims' | 'priceList' | 'pressRelease' | 'faq'
export const documentTypes: readonly DocumentType[] = [
  'smpc',
  'leaflet',
  'training',
  'claims',
  'priceList',
  'pressRelease',
  'faq',
]

export interface DocumentProfile {
  readonly product: string | null
  /** Normalized ("1%", "20mg", "15mg/5ml"), see strength.ts. */
  readonly strength: string | null
  readonly form: string | null
  readonly documentType: DocumentType | null
  /** Country code: DE, AT, CH, FR, BE, LU, UK. */
  readonly market: string | null
  readonly language: 'german' | 'french' | 'english' | null
  /** YYYY-MM-DD (the first of the month when the text names only month and year). */
  readonly versionDate: string | null
}

interface ProfileSource {
  readonly filename: string
  readonly language: DocumentProfile['language']
  readonly units: readonly { readonly heading: string; readonly text: string }[]
}

/** Text looked at for type and product: the start of a document says what it is. */
const headCharacters = 1500

const typeSignals: readonly [DocumentType, RegExp][] = [
  [
    'smpc',
    /fachinformation|zusammenfassung der merkmales?|resume des caracteristiques|summary of product characteristics|\bsmpc\b|\brcp\b/,
  ],
  [
    'leaflet',
    /gebrauchsinformation|packungsbeilage|information fur (anwender|patienten)|notice\s*:|\bnotice\b|information de l utilisateur|package leaflet|patient information leaflet|information for the (user|patient)/,
  ],
  ['priceList', /preisliste|liste de prix|liste des prix|price list|tarifs?\b/],
  ['pressRelease', /pressemitteilung|presseinformation|communique de presse|press release/],
  ['claims', /claims?(liste| list)?\b|werbeaussagen|allegations|liste des allegations/],
  ['training', /schulung|training|formation|fortbildung|lernmodul/],
  [
    'faq',
    /\bfaq\b|haufige fragen|haufig gestellte fragen|questions frequentes|foire aux questions|frequently asked questions/,
  ],
]

const formWords = new Set(
  'gel creme salbe tabletten filmtabletten brausetabletten lutschtabletten kapseln weichkapseln hartkapseln sirup saft tropfen spray nasenspray lösung suspension pflaster zäpfchen granulat pulver lutschpastillen pastillen comprimé comprimés gélule gélules capsule capsules sirop crème pommade gouttes solution pulvérisation tablet tablets syrup cream ointment drops lozenge lozenges patch patches granules powder'.split(
    ' ',
  ),
)
/** "Dolorex 1 % Gel", "Tussicalm 15 mg Kapseln", "Nasaclar 0,05 % spray nasal". */
const productLine = new RegExp(
  // On one line: a heading above a dose ("Zusammensetzung" / "1 g Gel") is not a product. A second
  // word may hold digits ("Calmora D3"); units in either case ("1000 I.E.").
  `(?<![\\p{L}])(\\p{Lu}[\\p{L}-]{2,}(?:[ ](?:\\p{Lu}[\\p{L}\\p{N}-]+|forte|junior|duo|plus|akut|rapid))?)[ \\t\\u00a0]+(\\d+(?:[.,]\\d+)?[ \\t\\u00a0]*(?:%|mg|g|µg|mcg|ie|iu|i\\.e\\.|IE|IU|I\\.E\\.)(?:\\s*/\\s*\\d*(?:[.,]\\d+)?\\s*(?:ml|g))?)(?:[ \\t\\u00a0]+([\\p{L}-]+))?`,
  'gu',
)
/** Capitalised words that start a line like a product but name the document or its reader. */
const notProducts = new Set(
  'gebrauchsinformation information fachinformation packungsbeilage notice package leaflet summary zusammenfassung résumé resume wirkstoff enthält contains contient jede chaque each eine une one ein bis jusqu up zu à to stand version seite page preis prix price smpc rcp characteristics caractéristiques merkmale zusammensetzung composition'.split(
    ' ',
  ),
)

const formOf = (word: string | undefined) =>
  word && formWords.has(word.toLowerCase()) ? word.toLowerCase() : null

/** Second words that are part of a product's name (a line extension), not its form or its reader. */
const nameSuffixes = new Set(['forte', 'junior', 'duo', 'plus', 'akut', 'rapid', 'extra', 'mite', 'kids'])
/** Document types about several products: no one product is theirs. */
const multiProductTypes: readonly (DocumentType | null)[] = ['priceList', 'faq', 'claims']

/** The product's name as questions use it: its first word, with a line extension ("Dolorex", "Calmora D3"). */
function brandOf(name: string): string {
  const [first, second] = name.split(/\s+/)
  return second && nameSuffixes.has(second.toLowerCase()) ? `${first} ${second}` : first!
}

function readProduct(
  head: string,
  filename: string,
  text: string,
): { product: string | null; strength: string | null; form: string | null } {
  const counts = new Map<string, { count: number; first: number; strength: string; form: string | null }>()
  let order = 0
  for (const match of head.matchAll(productLine)) {
    // "SmPC Zyrtomax 2 mg": a document word before the name is not part of it.
    const words = match[1]!.trim().split(/\s+/)
    while (words.length > 1 && notProducts.has(foldText(words[0]!))) words.shift()
    const name = brandOf(words.join(' '))
    if (notProducts.has(foldText(name.split(' ')[0]!))) continue
    const key = `${name}|${strengthsIn(match[2]!)[0] ?? ''}`
    const known = counts.get(key)
    if (known) known.count++
    else
      counts.set(key, {
        count: 1,
        first: order++,
        strength: strengthsIn(match[2]!)[0] ?? '',
        form: formOf(match[3]),
      })
  }
  const best = [...counts.entries()].sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)[0]
  // A document whose first lines name two products (a training on coughs) is about neither alone.
  if (new Set([...counts.keys()].map((key) => foldText(key.split('|')[0]!))).size > 1)
    return { product: null, strength: null, form: null }
  const fromName = productOfFilename(filename, text)
  if (!best) return { product: fromName, strength: null, form: null }
  const product = best[0].split('|')[0]!
  // A file named after another product than the head's first strength line is about that product.
  if (fromName && foldText(fromName) !== foldText(product))
    return { product: fromName, strength: null, form: null }
  return { product, strength: best[1].strength || null, form: best[1].form }
}

/** File-name words that say what a document is about in general, not which product. */
const genericFileWords = new Set(
  'press presse pressemitteilung communique husten erkaltung schmerz allergie liste preisliste claims faq notice leaflet gebrauchsinformation fachinformation smpc schulung training formation otc apotheke apotheken pharmacie pharmacies produkte products produits'.split(
    ' ',
  ),
)

/** The file name's first word when the text writes it as a name ("calmora-notice-2024.txt": "Calmora"). */
function productOfFilename(filename: string, text: string): string | null {
  const first = filename.split(/[^\p{L}\p{N}]+/u)[0] ?? ''
  if (
    first.length < 4 ||
    genericFileWords.has(foldText(first)) ||
    typeSignals.some(([, pattern]) => pattern.test(foldText(first)))
  )
    return null
  const written = new RegExp(
    `(?<![\\p{L}])(${first.replace(/[.*+?^${}()|[\]\\]/g, '')}(?:\\s+\\p{L}+)?)`,
    'iu',
  ).exec(text)
  if (!written || !/^\p{Lu}/u.test(written[1]!)) return null
  return brandOf(written[1]!.trim())
}

const months: Record<string, number> = {
  januar: 1,
  jänner: 1,
  janvier: 1,
  january: 1,
  jan: 1,
  februar: 2,
  février: 2,
  fevrier: 2,
  february: 2,
  feb: 2,
  fév: 2,
  märz: 3,
  maerz: 3,
  mars: 3,
  march: 3,
  mär: 3,
  mar: 3,
  april: 4,
  avril: 4,
  apr: 4,
  avr: 4,
  mai: 5,
  may: 5,
  juni: 6,
  juin: 6,
  june: 6,
  jun: 6,
  juli: 7,
  juillet: 7,
  july: 7,
  jul: 7,
  juil: 7,
  august: 8,
  août: 8,
  aout: 8,
  aug: 8,
  september: 9,
  septembre: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  octobre: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  novembre: 11,
  nov: 11,
  dezember: 12,
  décembre: 12,
  decembre: 12,
  december: 12,
  dez: 12,
  dec: 12,
  déc: 12,
}
const versionCue =
  /(stand(?:\s+der\s+information)?|zuletzt\s+(?:überarbeitet|aktualisiert|geändert)(?:\s+im)?|letzte\s+überarbeitung|révisée?\s+(?:le|en)|dernière\s+(?:révision|mise\s+à\s+jour)|mise\s+à\s+jour(?:\s+le)?|date\s+de\s+(?:révision|mise\s+à\s+jour)|(?:last\s+)?revised(?:\s+in|\s+on)?|date\s+of\s+(?:revision|last\s+revision)(?:\s+of\s+the\s+text)?|last\s+updated|version(?:\s+vom|\s+du|\s+of)?)\s*:?\s*/giu
const dateAfterCue =
  /^(?:(\d{1,2})[./]\s?(\d{1,2})[./]\s?((?:19|20)\d{2})|(\d{1,2})[./-]\s?((?:19|20)\d{2})|((?:19|20)\d{2})-(\d{2})(?:-(\d{2}))?|(?:(\d{1,2})\.?\s+)?(\p{L}+)\.?\s+((?:19|20)\d{2}))/u

const pad = (n: number) => String(n).padStart(2, '0')
const isoOf = (year: number, month: number, day = 1) =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31 ? `${year}-${pad(month)}-${pad(day)}` : null

/** Every version date the text states after a cue, as YYYY-MM-DD. */
export function versionDatesIn(text: string): string[] {
  const dates: string[] = []
  for (const cue of text.matchAll(versionCue)) {
    const rest = text.slice(cue.index + cue[0].length, cue.index + cue[0].length + 40)
    const m = dateAfterCue.exec(rest)
    if (!m) continue
    let iso: string | null = null
    if (m[1]) iso = isoOf(Number(m[3]), Number(m[2]), Number(m[1]))
    else if (m[4]) iso = isoOf(Number(m[5]), Number(m[4]))
    else if (m[6]) iso = isoOf(Number(m[6]), Number(m[7]), m[8] ? Number(m[8]) : 1)
    else if (m[10]) {
      const month = months[m[10].toLowerCase()]
      if (month) iso = isoOf(Number(m[11]), month, m[9] ? Number(m[9]) : 1)
    }
    if (iso && !dates.includes(iso)) dates.push(iso)
  }
  return dates
}

function readMarket(folded: string, text: string): string | null {
  if (/swissmedic|\bchf\b/.test(folded)) return 'CH'
  if (/z\.\s?nr\.|osterreich|\bbasg\b/.test(folded)) return 'AT'
  if (/\bmhra\b|\bpl \d{4,5}\/\d{4}|£/.test(folded) || text.includes('£')) return 'UK'
  if (/\bcip\b|\bansm\b|\bamm\b|\bfrance\b/.test(folded)) return 'FR'
  if (/\bafmps\b|\bbe\d{6}/.test(folded)) return 'BE'
  if (/\bpzn\b|zul\.?-?\s?nr|zulassungsnummer|deutschland|\bbfarm\b/.test(folded)) return 'DE'
  return null
}

export function readDocumentProfile(source: ProfileSource): DocumentProfile {
  const text = source.units.map((unit) => `${unit.heading}\n${unit.text}`).join('\n')
  const head = `${source.filename.replace(/[_-]+/g, ' ')}\n${text.slice(0, headCharacters)}`
  const foldedHead = foldText(head)
  const folded = foldText(text)
  // The file name says what a document is before its first lines do (a claims list quotes the SmPC).
  const foldedName = foldText(source.filename.replace(/[_.-]+/g, ' '))
  const documentType =
    (typeSignals.find(([, pattern]) => pattern.test(foldedName)) ??
      typeSignals.find(([, pattern]) => pattern.test(foldedHead)))?.[0] ?? null
  const read = readProduct(head, source.filename, text)
  const { product, strength, form } = multiProductTypes.includes(documentType)
    ? { product: null, strength: null, form: null }
    : read
  const dates = versionDatesIn(text).sort()
  return {
    product,
    strength,
    form,
    documentType,
    market: readMarket(folded, text),
    language: source.language,
    versionDate: dates.at(-1) ?? null,
  }
}
