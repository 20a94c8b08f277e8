// "Possible AE (keywords)": an own product and an AE term in the same sentence, for a human to look at.
// Not when the term is what the product treats (an indication keyword linked to that product covers the
// same words: "Zyrtomax gegen meine Kopfschmerzen"), nor when a negation shortly precedes the term
// ("ohne Übelkeit", "sans nausée", in the same clause).
import { foldPhrase, splitWords } from '../match/fold-words.ts'
import { splitSentences } from './sentences.ts'
import type { RuleFinding, RuleHit, RuleItem, RuleKeyword } from './rule-types.ts'

/** How many words before an AE term a negation still negates it ("keine starke Übelkeit"), in its clause. */
const negationReach = 2

function namesOf(keyword: RuleKeyword): Set<string> {
  return new Set([keyword.term, ...keyword.aliases].map(foldPhrase))
}

function isNegated(
  text: string,
  sentenceStart: number,
  hit: RuleHit,
  negations: ReadonlySet<string>,
): boolean {
  const lead = text.slice(sentenceStart, hit.start)
  const clause = lead.slice(Math.max(...[',', ';', ':', '(', '–'].map((mark) => lead.lastIndexOf(mark))) + 1)
  const before = splitWords(clause).slice(-negationReach)
  return before.some((w) => negations.has(w.folded))
}

function treatsSymptom(
  product: RuleKeyword,
  ae: RuleHit,
  indications: readonly { hit: RuleHit; keyword: RuleKeyword }[],
): boolean {
  const names = namesOf(product)
  return indications.some(
    ({ hit, keyword }) =>
      hit.start < ae.end &&
      ae.start < hit.end &&
      keyword.indicationFor.some((name) => names.has(foldPhrase(name))),
  )
}

export function findPossibleAdverseEvents(
  item: RuleItem,
  hits: readonly RuleHit[],
  keywords: ReadonlyMap<string, RuleKeyword>,
  negationWords: readonly string[],
): RuleFinding[] {
  const of = (kind: string) =>
    hits.flatMap((hit) => {
      const keyword = keywords.get(hit.keywordId)
      return keyword?.listKind === kind ? [{ hit, keyword }] : []
    })
  const own = of('own')
  const ae = of('ae')
  if (own.length === 0 || ae.length === 0) return []
  const indications = of('indication')
  const negations = new Set(negationWords.map(foldPhrase))
  const findings: RuleFinding[] = []
  const seen = new Set<string>()
  for (const sentence of splitSentences(item.text, item.language)) {
    const inside = <T extends { hit: RuleHit }>(list: T[]) =>
      list.filter(({ hit }) => hit.start >= sentence.start && hit.end <= sentence.end)
    const products = inside(own)
    if (products.length === 0) continue
    for (const reaction of inside(ae)) {
      if (isNegated(item.text, sentence.start, reaction.hit, negations)) continue
      for (const product of products) {
        if (treatsSymptom(product.keyword, reaction.hit, indications)) continue
        const key = `${sentence.start}:${product.keyword.id}:${reaction.keyword.id}`
        if (seen.has(key)) continue
        seen.add(key)
        findings.push({
          origin: 'keywords',
          type: 'aePossibleKeywords',
          product: product.keyword.term,
          detail: reaction.hit.matched,
          quote: item.text.slice(sentence.start, sentence.end),
          quoteStart: sentence.start,
          quoteEnd: sentence.end,
          reason: 'analysis.reason.aePossibleKeywords',
        })
      }
    }
  }
  return findings
}
