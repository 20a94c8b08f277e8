import { describe, expect, it } from 'vitest'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'

// Every literal message id the app's source asks for must exist in each catalogue (the compiler
// already checks that the three catalogues hold the same keys).
const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../testing/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>
const ID_PATTERN = /\bid(?:: |=)['"]([a-zA-Z][\w.]*\.[\w.]+)['"]|messageId: '([\w.]+)'/g

const used = new Set<string>()
for (const source of Object.values(sources)) {
  for (const match of source.matchAll(ID_PATTERN)) used.add((match[1] ?? match[2]) as string)
}

// Text between a tag and a closing tag (`<MenuItem>English</MenuItem>`) is a text someone wrote inline.
const INLINE_TEXT = />[^<>{}]*\p{L}{2,}[^<>{}]*<\//gu

describe('visible text', () => {
  it('is never written inline in a component: it comes from the catalogues', () => {
    const inline = Object.entries(sources)
      .filter(([path]) => path.endsWith('.tsx'))
      .flatMap(([path, source]) => [...source.matchAll(INLINE_TEXT)].map((match) => `${path}: ${match[0]}`))
    expect(inline).toEqual([])
  })
})

describe('message ids used by the app', () => {
  it('finds the ids in the source', () => {
    expect(used.size).toBeGreaterThan(50)
  })

  it.each(Object.entries({ de, en, fr }))('are all in the %s catalogue', (_locale, messages) => {
    expect([...used].filter((id) => !(id in messages))).toEqual([])
  })
})
