// The sense in which a question asks its value (issue 38, decision 0104 round 7), for the "not in the
// documents" rule: a passage sharing the question's words answers only when it states the value in
// that sense. "Wie viele X enthält ..." counts X (the pack's content, not its ingredients) and wants a
// number of X; "who led / wer ist" wants a name beside what was asked; "bis wann / jusqu'à quand /
// until when" wants the end of a period, not the date a list starts to apply. Pure.
import { foldText, holdsTerm, type FieldConcept } from '../../knowledge/field-terms.ts'
import { statesAnswerType, statesCount } from '../../knowledge/answer-type.ts'
import { splitSentences } from '../../knowledge/chunk/split-sentences.ts'

/** Terms of the ingredient concept that are the verb "contain" only (a count's verb, too). */
const containVerbs = new Set(['enthalt', 'contient', 'contains'])

/**
 * Whether the question names the ingredient concept only by "enthält / contient / contains" while it
 * counts something ("Wie viele Sprühstöße enthält eine Flasche"): the verb says what the count is of.
 */
export function containsOnlyCounts(
  foldedQuestion: string,
  counted: string | null,
  concept: FieldConcept,
): boolean {
  if (counted === null || concept.id !== 'ingredient') return false
  const held = Object.values(concept.terms).flatMap((terms) =>
    terms.filter((term) => holdsTerm(foldedQuestion, term)),
  )
  return held.length > 0 && held.every((term) => containVerbs.has(term.trim()))
}

/** Units, dose forms and months: a number before them measures or dates, it counts no one's things. */
const notCounted =
  /^(?:mg|ml|µg|mcg|milligramm\w*|gramm\w*|milliliter\w*|millilitre\w*|milligram\w*|grams?|grammes?|tabletten?|filmtabletten?|kapseln?|comprim[ée]s?|g[ée]lules?|tablets?|capsules?|tropfen|gouttes|drops|spr[üu]hst[öo](?:ß|ss)e?|pulv[ée]risations?|sprays?|h[üu]be?|beutel|sachets?|pastilles?|lozenges?|st[üu]ck|jan\w*|feb\w*|f[ée]v\w*|m[äa]r\w*|apr\w*|avr\w*|mai|may|jun\w*|juin|jul\w*|juil\w*|aug\w*|ao[ûu]t|sep\w*|o[ck]t\w*|nov\w*|d[ée][cz]\w*|tag\w*|woche\w*|monat\w*|jahr\w*|stunde\w*|minute\w*|jours?|semaines?|mois|ans?|ann[ée]es?|heures?|days?|weeks?|months?|years?|hours?)$/iu

/**
 * Whether a sentence counts something with a noun of its own ("420 Beschäftigten" for "wie viele
 * Mitarbeiter"): not a quantity in a unit, a dose form, a date, a duration, nor a year ("© 2025 Acme").
 */
export function countsSomething(sentence: string): boolean {
  for (const match of sentence.matchAll(/(?<![\d.,/])(\d{1,6})\s+(\p{L}{5,})/gu)) {
    if (/^(?:19|20)\d{2}$/u.test(match[1]!)) continue
    if (!notCounted.test(match[2]!)) return true
  }
  return false
}

/** Dose forms: "wie viele Tabletten" is answered by "2 Filmtabletten", "combien de gélules" by "2 Kapseln". */
const doseForm =
  /\d\s+\p{L}*(?:tabletten?|kapseln?|comprim[ée]s?|g[ée]lules?|tablets?|capsules?|tropfen|gouttes|drops|spr[üu]hst[öo](?:ß|ss)e?|pulv[ée]risations?|sprays?|h[üu]be?|beutel|sachets?|pastilles?|lozenges?|st[üu]ck)(?!\p{L})/iu
const countsDoseForm = (sentence: string) => doseForm.test(sentence)

/** Whether the counted word is itself a dose form or unit ("Sprühstöße", "comprimés", "tablets"). */
const countsDoses = (counted: string) => notCounted.test(counted)

/**
 * Whether a passage states the asked count: a sentence with a number of the counted thing ("15 ml
 * ergeben 150 Sprühstöße"); where the question counts something that is no dose form ("salariés"),
 * also a number with a noun of its own ("420 Beschäftigten"). A sentence counting the asked dose form
 * answers only with one of the question's other attribute words when it has any and the passage is in
 * the question's language ("wie viele Sprühstöße enthält eine Flasche": "1 Sprühstoß" is one dose).
 */
export function statesAskedCount(
  counted: string,
  text: string,
  otherWords: readonly string[],
  sameLanguage: boolean,
  own: ReadonlySet<string>,
  holds: (folded: string, words: readonly string[]) => boolean,
): boolean {
  // "Wie viele Stunden", "combien de fois": a duration or a frequency, no count of things.
  if (timeOrFrequency.test(counted)) return true
  const folded = foldText(counted)
  // "How many Dolorex", "wie viele Dolorex Kapseln": the product's doses.
  const doses = countsDoses(counted) || own.has(folded)
  return splitSentences(text, null).some((sentence) => {
    if (statesCount(counted, sentence) || (doses && countsDoseForm(sentence)))
      return !sameLanguage || otherWords.length === 0 || holds(` ${foldText(sentence)} `, otherWords)
    if (doses) return false
    // "Combien de diclofénac contient un gramme": a substance, counted in its unit beside its name.
    const foldedSentence = ` ${foldText(sentence)} `
    if (holds(foldedSentence, [folded]) && statesAnswerType('quantity', sentence)) return true
    return countsSomething(sentence)
  })
}

/** Units of time and "times": what a "wie viele / combien de" asks then is a duration or a frequency. */
const timeOrFrequency =
  /^(?:sekunden?|minuten?|stunden?|tage?n?|wochen?|monate?n?|jahre?n?|mal|fois|times|temps|secondes?|minutes?|heures?|jours?|semaines?|mois|ans|ann[ée]es?|seconds?|hours?|days?|weeks?|months?|years?)$/iu

/** "Wer / qui / who" asking a name ("Who led", "Wer ist", "Qui s'occupe"), not a group ("Wer darf nicht"). */
const asksWho =
  /(?<!\p{L})(?:wer|qui|who)(?!\p{L})(?!\s+(?:darf|dürfen|sollte|soll|kann|muss|ne\s|n'|should|must|may|can|cannot|can't)(?!\p{L}))/iu

export function asksName(question: string): boolean {
  return asksWho.test(question)
}

/** A title or a company's or institution's word: a name stands there. */
const nameMarker =
  /(?<!\p{L})(?:dr|prof|professor|professeur|mme|mrs|mr|herr|frau|gmbh|ag|kg|ltd|plc|inc|llc|sas|sarl|laboratoires?|universit[äée]t?y?|klinik|clinic|hospital|h[ôo]pital|institut[e]?|pharma)(?!\p{L})\.?/iu

const monthNames =
  /^(?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|may|june|july|october|december)$/iu

/**
 * Whether a sentence names a person, an organisation or a place: a title or a company's word, or a
 * capitalised word inside it (English, French: "made by a contract manufacturer in Lyon"; German, whose
 * nouns are all capitalised: two in a row, "Jana Roth"). Months and the asked product's own words
 * (folded, `own`) name no one.
 */
export function namesSomeone(sentence: string, german: boolean, own: ReadonlySet<string>): boolean {
  if (nameMarker.test(sentence) || /@/u.test(sentence)) return true
  const inside = german
    ? /(?<=[\p{Ll},:;]\s+)\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/gu
    : /(?<=[\p{L},]\s+)\p{Lu}[\p{L}-]+/gu
  return [...sentence.matchAll(inside)].some((match) =>
    match[0].split(/\s+/u).every((word) => !monthNames.test(word) && !own.has(foldText(word))),
  )
}

/**
 * Whether a passage names someone in a sentence that speaks of what was asked (`speaks` over the folded
 * sentence): "Dr. Lena Hoffmann, Leiterin Medizin" beside a study's figures does not say who led it.
 */
export function namesSomeoneOnTheAsked(
  text: string,
  german: boolean,
  own: ReadonlySet<string>,
  speaks: (folded: string) => boolean,
): boolean {
  return splitSentences(text, null).some(
    (sentence) => namesSomeone(sentence, german, own) && speaks(` ${foldText(sentence)} `),
  )
}

/** "Bis wann / jusqu'à quand / until when": the end of a period is asked. */
const untilWhen =
  /(?<!\p{L})(?:bis\s+wann|jusqu\s*'?\s*[àa]\s+quand|until\s+when|till\s+when|by\s+when)(?!\p{L})/iu

export function asksUntilWhen(question: string): boolean {
  return untilWhen.test(question)
}

const months =
  'januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|january|february|march|may|june|july|october|december'
/** An end word and, a few words on, a date, a day, a month or an hour ("bis zum 31.03.", "until 5 pm"). */
const endOfPeriod = new RegExp(
  `(?<!\\p{L})(?:bis|endet|gültig\\s+bis|jusqu|expire|until|till|through|ends?|expires?)(?!\\p{L})[^.\\n]{0,24}?(?:\\d|(?<!\\p{L})(?:${months})(?!\\p{L}))`,
  'iu',
)

/**
 * Whether a passage states the end of a period: an end word with a date or hour, or, when the asked
 * concept is a duration of its own (the shelf life after opening), a duration.
 */
export function statesEnd(text: string, durationAsked: boolean): boolean {
  return endOfPeriod.test(text) || (durationAsked && statesAnswerType('duration', text))
}

/**
 * A liquid dosage form (juice, syrup, drops, oral solution), in the form's sense: "liquid" after "of /
 * with / de / avec" and "Flüssigkeit" are what a tablet is swallowed with, not a form of the medicine.
 */
const liquidForm =
  /(?<!\p{L})(?:saft|sirup|sirop|syrup|tropfen|gouttes|drops|trinkl[öo]sung|l[öo]sung\s+zum\s+einnehmen|solution\s+buvable|oral\s+solution|fl[üu]ssige?[nrs]?(?!\p{L})|(?<!(?:of|with|de|d'|d’|avec|du)\s+)(?:liquid|liquide)s?(?!\p{L}))/iu

/** A form asked by its name: "as a syrup", "als Saft", "en sirop", "sous forme de gouttes". */
const asForm =
  /(?<!\p{L})(?:as\s+an?|as|als|en|sous\s+forme\s+de|in\s+form\s+von|in\s+the\s+form\s+of)\s+(?:saft|sirup|sirop|syrup|tropfen|gouttes|drops|l[öo]sung|solution)(?!\p{L})/iu
/** The adjective or noun "liquid" itself, in the form's sense. */
const liquidWord =
  /(?<!\p{L})(?:fl[üu]ssige?[nrs]?(?!\p{L})|(?<!(?:of|with|de|d'|d’|avec|du)\s+)(?:liquid|liquide)s?(?!\p{L}))/iu

/**
 * Whether the question asks for a liquid form ("available as a liquid", "als Saft", "en sirop"), not
 * a product whose name holds its form ("Dolorex eye drops": the attribute words decide).
 */
export function asksLiquidForm(question: string, attributeWords: readonly string[]): boolean {
  const match = question.match(asForm) ?? question.match(liquidWord)
  return !!match && attributeWords.some((word) => foldText(match[0]).includes(word.slice(0, 4)))
}

/** Whether a passage states a liquid form in that sense. */
export function statesLiquidForm(text: string): boolean {
  return liquidForm.test(text)
}
