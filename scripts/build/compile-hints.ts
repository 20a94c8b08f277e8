// Vite plugin: marks the files only the signed-in first load needs (the `api-client`, `session` and
// `signed-in` groups, scripts/build/signed-in-chunks.ts) for eager compilation with V8's explicit
// compile hint, the magic comment `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136
// and later; a comment elsewhere). Most of their functions run in the first render of the signed-in
// layout and dashboard; without the hint V8 pre-parses each on load and compiles it on the main
// thread when first called. With it, a file is compiled while it streams in, off the main thread
// (decision 0074). The framework would gain as well, but its hint costs /login 143 bytes on the
// wire (brotli), more than its budget has left; the entry gains nothing measurable.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
/** The code-splitting groups whose files get the hint. */
export const HINTED_GROUPS: ReadonlySet<string> = new Set(['api-client', 'session', 'signed-in'])

interface OutputLike {
  readonly type: 'chunk' | 'asset'
  readonly name?: string
  code?: string
  source?: string | Uint8Array
}

/**
 * Puts the hint on the first line of every hinted group's file, and moves its source map (by then
 * already an asset of its own, `<file>.map`) down by that line. Returns the files it marked.
 */
export function addCompileHints(bundle: Record<string, OutputLike>): string[] {
  const hinted: string[] = []
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || chunk.code === undefined || !chunk.name || !HINTED_GROUPS.has(chunk.name))
      continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    const map = bundle[`${fileName}.map`]
    if (map?.type === 'asset' && map.source !== undefined) {
      const json = JSON.parse(
        typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
      ) as {
        mappings: string
      }
      json.mappings = `;${json.mappings}`
      map.source = JSON.stringify(json)
    }
    hinted.push(fileName)
  }
  return hinted
}

export function compileHints(): Plugin {
  return {
    name: 'tessera:compile-hints',
    apply: 'build',
    generateBundle: {
      // After minification, which would take the comment out.
      order: 'post',
      handler(_options, bundle) {
        const hinted = addCompileHints(bundle as unknown as Record<string, OutputLike>)
        // One file per group: a renamed group would otherwise lose its hint silently.
        if (hinted.length !== HINTED_GROUPS.size)
          throw new Error(
            `compile hints: expected one file for each of ${[...HINTED_GROUPS].join(', ')}, marked ${hinted.join(', ')}`,
          )
      },
    },
  }
}
