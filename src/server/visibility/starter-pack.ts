// The starter pack: tracked prompts made from the project's settings by fixed templates, per market in
// its language (no model involved). Discovery and use-case questions ask about each topic without
// naming anyone; comparisons name the brand and a competitor; brand questions name the brand. The
// user edits, pauses or deletes them afterwards.
import type { VisibilityMarket } from '../db/visibility-tables.ts'

export type PromptCategory = 'discovery' | 'useCase' | 'comparison' | 'brand'
export const promptCategories: readonly PromptCategory[] = ['discovery', 'useCase', 'comparison', 'brand']

export interface StarterPrompt {
  readonly text: string
  readonly topic: string
  readonly category: PromptCategory
  readonly market: string
  readonly language: string
}

interface Templates {
  readonly discovery: readonly string[]
  readonly useCase: readonly string[]
  readonly comparison: readonly string[]
  readonly brand: readonly string[]
}

const templates: Record<string, Templates> = {
  de: {
    discovery: [
      'Was hilft am besten gegen {topic}?',
      'Welche Mittel gegen {topic} gibt es rezeptfrei in der Apotheke?',
    ],
    useCase: [
      'Was empfiehlt eine Apothekerin bei {topic} für Erwachsene?',
      'Was kann ich bei {topic} nehmen, wenn ich schnell wieder fit sein muss?',
    ],
    comparison: ['{brand} oder {competitor}: Was ist besser bei {topic}?'],
    brand: ['Wie wirkt {brand} und wie wird es dosiert?', 'Ist {brand} gut gegen {topic}?'],
  },
  fr: {
    discovery: [
      'Qu’est-ce qui soulage le mieux {topic} ?',
      'Quels médicaments sans ordonnance contre {topic} ?',
    ],
    useCase: [
      'Que conseille un pharmacien pour {topic} chez l’adulte ?',
      'Que prendre pour {topic} quand on doit vite être en forme ?',
    ],
    comparison: ['{brand} ou {competitor} : lequel est le plus efficace contre {topic} ?'],
    brand: ['Comment agit {brand} et quelle est sa posologie ?', '{brand} est-il efficace contre {topic} ?'],
  },
  en: {
    discovery: ['What helps best against {topic}?', 'Which over-the-counter remedies for {topic} are there?'],
    useCase: [
      'What would a pharmacist recommend for {topic} in adults?',
      'What can I take for {topic} when I need to be fit again quickly?',
    ],
    comparison: ['{brand} or {competitor}: which is better for {topic}?'],
    brand: ['How does {brand} work and how is it dosed?', 'Is {brand} good for {topic}?'],
  },
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

export interface StarterSettings {
  readonly brand: string
  readonly competitors: readonly { readonly name: string }[]
  readonly markets: readonly VisibilityMarket[]
  readonly topics: readonly string[]
}

export function starterPack(settings: StarterSettings): StarterPrompt[] {
  const prompts: StarterPrompt[] = []
  const seen = new Set<string>()
  const add = (prompt: StarterPrompt) => {
    const key = `${prompt.market}\0${prompt.text}`
    if (seen.has(key)) return
    seen.add(key)
    prompts.push(prompt)
  }
  const topics = settings.topics.length > 0 ? settings.topics : []
  for (const market of settings.markets) {
    const set = templates[market.language] ?? templates.en!
    const base = { market: market.country, language: market.language }
    for (const topic of topics) {
      for (const category of ['discovery', 'useCase'] as const)
        for (const template of set[category])
          add({ ...base, topic, category, text: fill(template, { topic, brand: settings.brand }) })
      for (const competitor of settings.competitors)
        for (const template of set.comparison)
          add({
            ...base,
            topic,
            category: 'comparison',
            text: fill(template, { topic, brand: settings.brand, competitor: competitor.name }),
          })
    }
    for (const template of set.brand) {
      if (template.includes('{topic}')) {
        for (const topic of topics)
          add({ ...base, topic, category: 'brand', text: fill(template, { topic, brand: settings.brand }) })
      } else add({ ...base, topic: '', category: 'brand', text: fill(template, { brand: settings.brand }) })
    }
  }
  return prompts
}
