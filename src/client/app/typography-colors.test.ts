// MUI 9's Typography takes its `color` prop as a variant name (`textSecondary`, `error`); a palette
// path such as `text.secondary` (MUI 5's system prop) matches no variant and is silently dropped, so
// the text keeps the primary colour. `sx={{ color: 'text.secondary' }}` still takes paths.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const clientDir = join(import.meta.dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith('.tsx') ? [join(dir, entry.name)] : [],
  )
}

describe('Typography colours', () => {
  it('are given as MUI 9 names them, never as a palette path', () => {
    const found: string[] = []
    for (const file of sources(clientDir)) {
      const code = readFileSync(file, 'utf8')
      for (const match of code.matchAll(/<Typography\b[^>]*?\scolor=(\{[^}]*\}|"[^"]*")/g))
        if (/['"][a-z]+\.[a-z]+['"]/i.test(match[1] ?? '')) found.push(`${file.slice(clientDir.length + 1)}: ${match[0].slice(0, 80)}`)
    }
    expect(found).toEqual([])
  })
})
