import { describe, expect, it } from 'vitest'
import { marketAllowed, marketsIn } from './asked-market.ts'

describe('marketsIn', () => {
  it('reads the country a question names, as a noun or an adjective, in de/fr/en', () => {
    expect(marketsIn('Was kostet Dolorex in Frankreich?')).toEqual(['FR'])
    expect(marketsIn('Quel est le délai pour les pharmacies belges ?')).toEqual(['BE'])
    expect(marketsIn('What do German pharmacies pay?')).toEqual(['DE'])
    expect(marketsIn('Is it sold in the UK?')).toEqual(['UK'])
    expect(marketsIn('Livrez-vous en Suisse ?')).toEqual(['CH'])
    expect(marketsIn('Wie lange ist es haltbar?')).toEqual([])
  })
})

describe('marketAllowed', () => {
  it('lets a document of another market answer only where its text names the asked country', () => {
    expect(marketAllowed(['FR'], 'DE', 'Preisliste Apotheken')).toBe(false)
    expect(marketAllowed(['FR'], 'FR', 'Tarifs')).toBe(true)
    expect(marketAllowed(['FR'], null, 'Preisliste')).toBe(true)
    expect(marketAllowed(['FR'], 'DE', 'Lieferungen nach Frankreich dauern 3 Tage.')).toBe(true)
    expect(marketAllowed([], 'DE', 'Preisliste')).toBe(true)
  })
})
