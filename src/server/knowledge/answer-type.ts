// What kind of value a question asks for (issue 38, decision 0092), and whether a sentence states
// one: "wie viel / combien / how much" wants a quantity with its unit, "seit wann / depuis quand /
// since when" a date, "wie lange / combien de temps / how long" a duration, "welche Nummer / quel
// numéro / which number" a number, "was kostet / prix / price" an amount of money, "bis wie viel Uhr /
// quelle heure / what time" a time of day. Retrieval ranks
// passages stating the asked kind higher; the offline engine quotes such sentences first.

export type AnswerType = 'time' | 'price' | 'duration' | 'date' | 'number' | 'quantity'

const asks: readonly [AnswerType, RegExp][] = [
  // A time of day: "bis wie viel Uhr", "jusqu'à quelle heure", "by what time" (an hour: "14 Uhr").
  [
    'time',
    /(?<!\p{L})(((um|bis)\s+)?wie\s*viel\s+uhr|uhrzeit|quelle\s+heure|what\s+time|which\s+time)(?!\p{L})/iu,
  ],
  [
    'price',
    /(?<!\p{L})(was\s+kostet|wie\s+teuer|preis|kostet|kosten|combien\s+co[uû]te|prix|tarif|how\s+much\s+(does|is|do)\b.*\b(cost|price)|price|cost)(?!\p{L})/iu,
  ],
  [
    'duration',
    /(?<!\p{L})(wie\s+lange|wie\s+viele\s+tage|combien\s+de\s+(temps|jours|semaines|mois)|pendant\s+combien|how\s+long|how\s+many\s+(days|weeks|months))(?!\p{L})/iu,
  ],
  [
    'date',
    /(?<!\p{L})(seit\s+wann|ab\s+wann|wann|welchem\s+datum|depuis\s+quand|quand|[àa]\s+partir\s+de\s+quand|quelle\s+date|since\s+when|when|what\s+date|which\s+date)(?!\p{L})/iu,
  ],
  [
    'number',
    /(?<!\p{L})(welche\s+(nummer|zulassungsnummer|pzn)|nummer|quel\s+(est\s+le\s+)?(num[ée]ro|code)|num[ée]ro|which\s+number|what\s+(is\s+the\s+)?(number|code)|number)(?!\p{L})(?!\s+of\s)/iu,
  ],
  [
    'quantity',
    /(?<!\p{L})(wie\s*viele?|wie\s+hoch|anzahl|nombre\s+(de|d')|number\s+of|welche\s+(dosis|menge|st[äa]rke)|dosis|st[äa]rke|combien|quelle\s+(dose|quantit[ée])|dosage|how\s+(much|many|high|big|large)|what\s+(dose|strength|amount|size)|maximum|maximale?|höchst\w*|wie\s+gro(ß|ss)|quelle\s+(taille|contenance)|welche\s+gr(ö|oe)(ß|ss)e)(?!\p{L})/iu,
  ],
]

/** The kind of value the question asks for, or null (a yes/no or open question). */
export function askedAnswerType(question: string): AnswerType | null {
  for (const [type, pattern] of asks) if (pattern.test(question)) return type
  return null
}

const unit =
  'mg|g|µg|mcg|ml|l|%|ie|i\\.e\\.|iu|milligramm|gramm|mikrogramm|milliliter|milligrammes?|grammes?|millilitres?|milligrams?|grams?|tabletten?|filmtabletten?|kapseln?|comprimés?|gélules?|tablets?|capsules?|tropfen|gouttes|drops|sprühstöße|pulvérisations?|sprays?|hübe?|beutel|sachets?|messlöffel|cuillères?(?:-mesure)?|spoonfuls?|stück|einheiten|units?|pastilles?|lozenges?|lutschtabletten?|brausetabletten?|patient(?:en|innen|s)?|teilnehmer(?:n|innen)?|teilnehmende[n]?|participants?|personen|persons?|people|probanden'
/** Small numbers written out, de/fr/en, that state a duration before its unit. */
const numberWords =
  'eine[nmr]?|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|vierzehn|zwanzig|dreißig|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty'
const states: Record<AnswerType, RegExp> = {
  time: /(?<![\d\p{L}])(?:[01]?\d|2[0-3])(?:[:.]\d{2})?\s*(?:uhr|h|am|pm|o'clock)(?!\p{L})|(?<![\d\p{L}])(?:[01]?\d|2[0-3]):[0-5]\d(?!\d)/iu,
  quantity: new RegExp(`\\d+(?:[.,]\\d+)?\\s*(?:${unit})(?![\\p{L}])`, 'iu'),
  price: /(\d+(?:[.,]\d{1,2})?\s*(?:€|eur|euro|chf|£|\$))|((?:€|eur|chf|£|\$)\s*\d+(?:[.,]\d{1,2})?)/iu,
  // In figures or in words ("zwei Tage", "trois jours", "two weeks"): a leaflet writes both.
  duration: new RegExp(
    `(?:\\d+(?:[.,]\\d+)?\\s*(?:-\\s*\\d+\\s*)?|(?<![\\p{L}])(?:${numberWords})\\s+)(?:tag(?:e|en)?|wochen?|monat(?:e|en)?|jahr(?:e|en)?|stunden?|minuten?|jours?|semaines?|mois|ans?|années?|heures?|minutes?|days?|weeks?|months?|years?|hours?|minutes?)(?![\\p{L}])`,
    'iu',
  ),
  date: /(?<![\d\p{L}-])((\d{1,2}[./]\s?)?\d{1,2}[./]\s?(19|20)\d{2}|(19|20)\d{2}-\d{2}(-\d{2})?|(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|may|june|july|october|december)\s+(19|20)\d{2}|(seit|since|depuis|ab|from|en)\s+(19|20)\d{2})(?!\d)/iu,
  number: /(?<![\p{L}\d])(?:[A-Z]{1,4}[\s-]?)?\d[\d\s./-]{4,}\d(?![\d])/u,
}

/** Whether the text states a value of the kind (an amount of money is a quantity too: "wie hoch"). */
export function statesAnswerType(type: AnswerType, text: string): boolean {
  return states[type].test(text) || (type === 'quantity' && states.price.test(text))
}

const countedAfter = /(?<!\p{L})(?:wie\s+viele|combien\s+de|combien\s+d'|how\s+many)\s+(\p{L}{4,})/iu

/**
 * What a "wie viele / combien de / how many" question counts ("Fortbildungspunkte", "participants"),
 * lower case, or null: a number before that word states the asked quantity whatever its unit.
 */
export function countedThing(question: string): string | null {
  return question.match(countedAfter)?.[1]?.toLowerCase() ?? null
}

/** Whether the text writes a number before the counted word (inflected: "1 Fortbildungspunkt"). */
export function statesCount(thing: string, text: string): boolean {
  const stem = thing.slice(0, Math.max(4, thing.length - 3)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`\\d\\s+${stem}`, 'iu').test(text)
}

const durationWord =
  /^(?:tagen?|wochen?|monaten?|monate|jahren?|stunden?|minuten?|jours?|semaines?|mois|ans?|heures?|minutes?|days?|weeks?|months?|years?|hours?)$/iu

/**
 * Whether the text counts something with a noun of its own: "420 Beschäftigten" answers "wie viele
 * Mitarbeiter" though it names them with another word. A duration ("12 Jahren") counts nothing.
 */
export function statesSomeCount(text: string): boolean {
  for (const match of text.matchAll(/(?<![\d.,])(\d{1,6})\s+(\p{L}{5,})/gu))
    if (!durationWord.test(match[2]!)) return true
  return false
}
