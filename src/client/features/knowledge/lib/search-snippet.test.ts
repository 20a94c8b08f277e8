import { describe, expect, it } from 'vitest'
import { searchSnippet } from './search-snippet.ts'

const passage = `${'Chez l’adulte la dose recommandée est de 1 comprimé. '.repeat(6)}Si vous avez pris trop de Dolorex, consultez le centre antipoison.`

describe('searchSnippet', () => {
  it('shows the start when the hit is near it, cut with …', () => {
    expect(searchSnippet(passage, 'dose recommandée', 80)).toBe(`${passage.slice(0, 80)}…`)
  })

  it('moves to the first hit further in, starting at a word shortly before it', () => {
    const snippet = searchSnippet(passage, 'Centre antipoison', 120)
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet).toContain('consultez le centre antipoison.')
    expect(snippet.slice(1, 2)).not.toBe(' ')
    expect(passage).toContain(snippet.slice(1))
    // The hit is near the end: the window ends with the text and shows more before it.
    expect(snippet.endsWith('antipoison.')).toBe(true)
    expect(snippet.length).toBeGreaterThan(100)
  })

  it('keeps the hit in a short window', () => {
    expect(searchSnippet('Eins zwei drei vier fünf sechs sieben acht Treffer hier.', 'Treffer', 30)).toBe('…sieben acht Treffer hier.')
  })

  it('shows the start when no word of the search is found as written', () => {
    expect(searchSnippet('Kurzer Text.', 'Lagerung', 240)).toBe('Kurzer Text.')
  })
})
