// The starter pack (templates, per market in its language) and the prompts CSV (round trip, refusals).
import { describe, expect, it } from 'vitest'
import { parsePromptCsv, promptsToCsv } from '../../src/server/visibility/prompt-csv.ts'
import { starterPack } from '../../src/server/visibility/starter-pack.ts'

const markets = [
  { country: 'DE', language: 'de' },
  { country: 'FR', language: 'fr' },
]

describe('starterPack', () => {
  it('asks each topic per market in its language, compares with each competitor and asks about the brand', () => {
    const pack = starterPack({
      brand: 'Zyrtomax',
      competitors: [{ name: 'Dolorin' }],
      markets,
      topics: ['Halsschmerzen'],
    })
    const de = pack.filter((p) => p.market === 'DE')
    expect(de.map((p) => p.category)).toEqual([
      'discovery',
      'discovery',
      'useCase',
      'useCase',
      'comparison',
      'brand',
      'brand',
    ])
    expect(de[0]!.text).toBe('Was hilft am besten gegen Halsschmerzen?')
    expect(de.find((p) => p.category === 'comparison')!.text).toBe(
      'Zyrtomax oder Dolorin: Was ist besser bei Halsschmerzen?',
    )
    expect(pack.filter((p) => p.market === 'FR')[0]).toMatchObject({
      language: 'fr',
      text: 'Qu’est-ce qui soulage le mieux Halsschmerzen ?',
    })
    expect(pack).toHaveLength(14)
  })
})

describe('prompts CSV', () => {
  it('reads back what it writes', () => {
    const prompts = [
      {
        text: 'Was hilft, "schnell", gegen Husten?',
        topic: 'Husten',
        category: 'discovery' as const,
        market: 'DE',
        language: 'de',
        active: true,
      },
      {
        text: 'Zyrtomax ou Dolorin ?',
        topic: '',
        category: 'comparison' as const,
        market: 'FR',
        language: 'fr',
        active: false,
      },
    ]
    expect(parsePromptCsv(promptsToCsv(prompts), markets)).toEqual({ prompts, errors: [] })
  })

  it('takes semicolons and defaults the language from the market', () => {
    const parsed = parsePromptCsv('text;market;category\nWas hilft gegen Husten?;DE;useCase\n', markets)
    expect(parsed.prompts).toEqual([
      {
        text: 'Was hilft gegen Husten?',
        topic: '',
        category: 'useCase',
        market: 'DE',
        language: 'de',
        active: true,
      },
    ])
  })

  it('names the line and field of each bad row', () => {
    const parsed = parsePromptCsv(
      'text,market,category\nok?,DE,brand\n,DE,brand\nx,IT,brand\ny,DE,advert\n',
      markets,
    )
    expect(parsed.errors).toEqual([
      { line: 3, field: 'text', code: 'visibility.promptText' },
      { line: 4, field: 'market', code: 'visibility.unknownMarket' },
      { line: 5, field: 'category', code: 'visibility.unknownCategory' },
    ])
    expect(parsePromptCsv('question\nx', markets).errors[0]!.code).toBe('visibility.csvHeader')
  })
})
