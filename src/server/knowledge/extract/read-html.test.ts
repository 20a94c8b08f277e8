import { describe, expect, it } from 'vitest'
import { htmlToSections } from './read-html.ts'

describe('htmlToSections', () => {
  it('gives a table row as one line with its cells between " | ", so each cell is a word to search', () => {
    const units = htmlToSections(
      '<h1>Preisliste</h1><table><thead><tr><th>Produkt</th><th>PZN</th><th>AVP</th></tr></thead>' +
        '<tbody><tr><td>Dolorex 1 %</td><td>18234567</td><td>8,95 €</td></tr></tbody></table>',
    )
    const text = units.map((unit) => unit.text).join('\n')
    expect(text).toContain('Produkt | PZN | AVP')
    expect(text).toContain('Dolorex 1 % | 18234567 | 8,95 €')
    expect(text).not.toContain('ProduktPZN')
  })
})
