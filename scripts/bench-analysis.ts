// npm run bench:analysis, keyword part (issue 39, decision 0094): 10,000 synthetic items of about 2 KB
// (German, French and English prose, seeded) matched against a tenant's keywords: the manifest's default
// AE terms and red-flag claims plus 300 own and competitor product names with aliases. Prints one JSON
// line per step: compiling the keywords, matching every item (the pure matcher, as ingestItem and the
// recompute job run it), and the deterministic rules over the hits. The bound: < 10 s for
// matching the 10,000 items. BENCH_ITEMS and BENCH_ITEM_BYTES change the size.
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { analysisSettings } from '../src/generated/analysis.gen.ts'
import type { TenantKeyword } from '../src/server/analysis/keywords/load-keywords.ts'
import { compileKeywords, matchKeywords } from '../src/server/analysis/match/match-keywords.ts'
import { applyRules } from '../src/server/analysis/rules/apply-rules.ts'

const itemCount = Number(process.env.BENCH_ITEMS ?? 10_000)
const itemBytes = Number(process.env.BENCH_ITEM_BYTES ?? 2_048)
const products = 300

// A seeded generator (mulberry32): the same items on every run.
let seed = 0x5eed
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!

const prose = {
  de: 'die der und ist nicht mit von den ein eine zu im auf für sich bei Apotheke Packung Tablette heute Morgen gestern Woche wirklich schnell gut besser Erfahrung Kundin Arzt Einnahme seit nach danach leider sehr etwas wieder Tage Nacht Familie Kinder Grippe Erkältung Straße größer Ärztin übermäßig'.split(
    ' ',
  ),
  fr: "le la les et est une un des du de pas pour dans sur avec que qui au ce cette pharmacie boîte comprimé aujourd'hui matin hier semaine vraiment rapide bien mieux expérience médecin prise depuis après malheureusement très encore jours nuit famille enfants grippe rhume cœur être".split(
    ' ',
  ),
  en: 'the and is are of to in for with on that this not be by or from pharmacy pack tablet today morning yesterday week really quick good better experience doctor since after unfortunately very again days night family children flu cold'.split(
    ' ',
  ),
}

const keywords: TenantKeyword[] = []
for (const list of analysisSettings.keywordLists)
  list.keywords.forEach((k, i) =>
    keywords.push({
      id: `${list.key}-${i}`,
      listId: list.key,
      listKind: list.kind,
      term: k.term,
      aliases: k.aliases,
      language: k.language,
      indicationFor: [],
    }),
  )
const productNames: string[] = []
for (let i = 0; i < products; i++) {
  const name = `${pick(['Zyr', 'Tra', 'Nor', 'Fle', 'Dol', 'Vit', 'Mag', 'Sal'])}${pick(['to', 'ma', 'vi', 'ra', 'lo'])}${pick(['max', 'fen', 'sin', 'dol', 'zin', 'mar'])}${i}`
  productNames.push(name)
  keywords.push({
    id: `product-${i}`,
    listId: i < 200 ? 'own' : 'competitor',
    listKind: i < 200 ? 'own' : 'competitor',
    term: name,
    aliases: [`${name} Forte`, `${name} Junior`],
    language: null,
    indicationFor: [],
  })
}
const aeTerms = analysisSettings.keywordLists.find((l) => l.kind === 'ae')!.keywords

function makeItem(): { text: string; language: 'de' | 'fr' | 'en' } {
  const language = pick(['de', 'de', 'fr', 'en'] as const)
  const words: string[] = []
  let length = 0
  while (length < itemBytes) {
    const roll = random()
    const word =
      roll < 0.01
        ? pick(productNames)
        : roll < 0.02
          ? pick(aeTerms.filter((k) => k.language === language)).term
          : pick(prose[language])
    words.push(roll > 0.93 ? `${word}.` : word)
    length += Buffer.byteLength(word) + 1
  }
  return { text: words.join(' '), language }
}

const line = (step: string, figures: Record<string, unknown>) =>
  console.log(JSON.stringify({ step, ...figures }))

const items = Array.from({ length: itemCount }, makeItem)
const totalBytes = items.reduce((sum, item) => sum + Buffer.byteLength(item.text), 0)
line('setup', {
  items: itemCount,
  averageBytes: Math.round(totalBytes / itemCount),
  keywords: keywords.length,
  forms: keywords.reduce((n, k) => n + 1 + k.aliases.length, 0),
  loadAverage: loadavg()[0]!.toFixed(2),
})

let started = performance.now()
const compiled = compileKeywords(keywords)
line('compile', { ms: +(performance.now() - started).toFixed(1) })

started = performance.now()
let hits = 0
const allHits: ReturnType<typeof matchKeywords>[] = []
for (const item of items) {
  const found = matchKeywords(item.text, compiled, { language: item.language })
  hits += found.length
  allHits.push(found)
}
const matchMs = performance.now() - started
line('match', {
  items: itemCount,
  hits,
  ms: Math.round(matchMs),
  itemsPerSecond: Math.round(itemCount / (matchMs / 1000)),
  megabytesPerSecond: +(totalBytes / 1_048_576 / (matchMs / 1000)).toFixed(1),
  bound: '< 10,000 ms for 10,000 items of 2 KB',
  withinBound: itemCount === 10_000 ? matchMs < 10_000 : null,
})

const byId = new Map(keywords.map((k) => [k.id, k]))
const settings = {
  mandatoryTexts: analysisSettings.mandatoryTexts,
  negations: analysisSettings.negations,
  fallbackMarket: 'DE',
}
started = performance.now()
let findings = 0
items.forEach((item, i) => {
  findings += applyRules(
    { text: item.text, language: item.language, promotional: i % 10 === 0, market: null },
    allHits[i]!,
    byId,
    settings,
  ).length
})
line('rules', {
  items: itemCount,
  findings,
  ms: Math.round(performance.now() - started),
  promotionalItems: Math.ceil(itemCount / 10),
})
