import { describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '../../scripts/build/compile-hints.ts'

const map = (mappings: string) => JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings })

describe('compile hints on the signed-in first load (decision 0074)', () => {
  it('marks the HTTP client, session and signed-in files only, on their first line, and moves their maps down by that line', () => {
    const bundle = {
      'assets/signed-in-Ab.js': {
        type: 'chunk' as const,
        name: 'signed-in',
        code: 'export const a=1;\n//# sourceMappingURL=signed-in-Ab.js.map',
      },
      'assets/signed-in-Ab.js.map': { type: 'asset' as const, source: map('AAAA;AACA') },
      'assets/session-Cd.js': { type: 'chunk' as const, name: 'session', code: 'export const b=2;' },
      'assets/api-client-Mn.js': { type: 'chunk' as const, name: 'api-client', code: 'export const f=6;' },
      'assets/session-Cd.js.map': { type: 'asset' as const, source: new TextEncoder().encode(map(';AAAA')) },
      'assets/framework-Ef.js': { type: 'chunk' as const, name: 'framework', code: 'export const c=3;' },
      'assets/index-Gh.js': {
        type: 'chunk' as const,
        name: 'index',
        isEntry: true,
        code: 'import"./framework-Ef.js";',
      },
      'assets/overlays-Ij.js': { type: 'chunk' as const, name: 'overlays', code: 'export const d=4;' },
      'assets/overlays-Ij.js.map': { type: 'asset' as const, source: map('AAAA') },
      'assets/index-Kl.js': { type: 'chunk' as const, name: 'index', code: 'export const e=5;' },
    }
    expect(addCompileHints(bundle).sort()).toEqual(['assets/api-client-Mn.js', 'assets/session-Cd.js', 'assets/signed-in-Ab.js'])
    expect(bundle['assets/signed-in-Ab.js'].code).toBe(
      `${COMPILE_HINT}\nexport const a=1;\n//# sourceMappingURL=signed-in-Ab.js.map`,
    )
    expect(bundle['assets/session-Cd.js'].code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    // The framework and the entry (/login's files) keep their text.
    expect(bundle['assets/framework-Ef.js'].code).toBe('export const c=3;')
    expect(bundle['assets/index-Gh.js'].code).toBe('import"./framework-Ef.js";')
    expect(JSON.parse(String(bundle['assets/signed-in-Ab.js.map'].source)).mappings).toBe(';AAAA;AACA')
    expect(JSON.parse(String(bundle['assets/session-Cd.js.map'].source)).mappings).toBe(';;AAAA')
    // Files loaded later keep their text and maps.
    expect(bundle['assets/overlays-Ij.js'].code).toBe('export const d=4;')
    expect(JSON.parse(bundle['assets/overlays-Ij.js.map'].source).mappings).toBe('AAAA')
    expect(bundle['assets/index-Kl.js'].code).toBe('export const e=5;')
  })
})
