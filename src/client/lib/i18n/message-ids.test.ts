import { describe, expect, it } from 'vitest'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import featuresDe from '../../../generated/messages-features-de.gen.ts'
import featuresEn from '../../../generated/messages-features-en.gen.ts'
import featuresFr from '../../../generated/messages-features-fr.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import shellDe from '../../../generated/messages-shell-de.gen.ts'
import shellEn from '../../../generated/messages-shell-en.gen.ts'
import shellFr from '../../../generated/messages-shell-fr.gen.ts'

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

// The signed-in shell (layout, menu, dashboard, the app's providers) renders with the shell's part of
// the catalogue only (docs/decisions/0053); what beyond it needs more asks for the feature texts
// (`lazyPage`, `wantFeatureMessages`): the tile run and editor dialogs.
const SHELL_SOURCES = /^\.\.\/\.\.\/(app|lib)\/|^\.\.\/\.\.\/features\/dashboard\/(?!components\/(tile-editor-dialog|variable-editor)\.tsx)/

describe('message ids used by the signed-in shell', () => {
  const shellUsed = new Set<string>()
  for (const [path, source] of Object.entries(sources)) {
    if (!SHELL_SOURCES.test(path)) continue
    for (const match of source.matchAll(ID_PATTERN)) shellUsed.add((match[1] ?? match[2]) as string)
  }

  it('finds the ids in the shell source', () => {
    expect(shellUsed.size).toBeGreaterThan(20)
  })

  it.each(Object.entries({ de: shellDe, en: shellEn, fr: shellFr }))('are all in the shell part of the %s catalogue', (_locale, messages) => {
    expect([...shellUsed].filter((id) => !(id in messages))).toEqual([])
  })

  // Texts the shell picks by the server's code (`apiError.${code}`), which the ids above cannot see:
  // the refusals the dashboard's own requests (the tile list, deleting a tile) can answer with, and the
  // texts of a failure that needs no code (no connection, server fault, refusal, unexpected status).
  // They must be there without loading anything more: offline, or when a newer build replaced the
  // feature texts' file, the shell still says what went wrong in the user's language.
  it.each(Object.entries({ de: shellDe, en: shellEn, fr: shellFr }))('has the API errors the dashboard can show in the shell part of the %s catalogue', (_locale, messages) => {
    const dashboardErrors = ['apiError.network', 'apiError.server', 'apiError.forbidden', 'apiError.unknown', 'apiError.tiles.starterReadOnly']
    expect(dashboardErrors.filter((id) => !(id in messages))).toEqual([])
  })

  it.each([
    ['de', de, shellDe, featuresDe],
    ['en', en, shellEn, featuresEn],
    ['fr', fr, shellFr, featuresFr],
  ] as const)(
    'splits the %s catalogue into the shell and the feature texts without loss',
    (_locale, all, shell, features) => {
      expect({ ...shell, ...features }).toEqual(all)
      expect(Object.keys(shell).filter((id) => id in features)).toEqual([])
    },
  )
})
