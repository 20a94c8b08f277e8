// The generated route tree leaves out titles that follow the convention; the client derives them
// again. For every route of the real manifest, the derived or carried title is the manifest's.
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { compileManifest } from '../src/compiler/compile.ts'
import { conventionalTitle } from '../src/shared/manifest/route-title.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))

describe('the conventional title of a route', () => {
  it('is page. and the route id in camelCase', () => {
    expect(conventionalTitle('dashboard')).toBe('page.dashboard')
    expect(conventionalTitle('user-registration')).toBe('page.userRegistration')
    expect(conventionalTitle('medichek-edit-prompt')).toBe('page.medichekEditPrompt')
    expect(conventionalTitle('ai-2-tool')).toBe('page.ai2Tool')
  })

  it('gives back, with the titles the generated tree keeps, every title of the manifest', () => {
    const result = compileManifest({ rootDir })
    if (!result.ok) throw new Error('the manifest does not compile')
    const tree = result.files.find((file) => file.path.endsWith('route-tree.gen.tsx'))?.contents ?? ''
    const carried = new Map([...tree.matchAll(/routeId: "([^"]+)"(?:, title: "([^"]+)")?/g)].map(([, id, title]) => [id!, title]))
    expect(carried.size).toBe(result.manifest.routes.length)
    let derived = 0
    for (const route of result.manifest.routes) {
      expect(carried.has(route.id)).toBe(true)
      const title = carried.get(route.id)
      if (title === undefined) derived += 1
      expect(title ?? conventionalTitle(route.id)).toBe(route.title)
    }
    // Most routes follow the convention; those that do not (the product-data pages) keep theirs.
    expect(derived).toBeGreaterThan(40)
    expect(derived).toBeLessThan(result.manifest.routes.length)
  })
})
