// Vite plugin: marks the files of the signed-in first load (the `session` and `signed-in` groups,
// scripts/build/signed-in-chunks.ts) for eager compilation with V8's explicit compile hint, the
// magic comment `//# allFunctionsCalledOnLoad` on a file's first line (Chrome 136 and later). Nearly
// every function in them runs in the first render of the signed-in layout and dashboard; without
// the hint V8 pre-parses each on load and compiles it on the main thread when first called. With it,
// the file is compiled while it streams in, off the main thread (measured in decision 0074). The
// entry and the framework are not marked: /login uses a small part of them and paints later
// when all of the framework is compiled first. Other browsers read the line as a comment.
import type { Plugin } from 'vite'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'
/** The code-splitting groups whose files get the hint. */
export const HINTED_CHUNKS: ReadonlySet<string> = new Set(['session', 'signed-in'])

interface OutputLike {
  readonly type: 'chunk' | 'asset'
  readonly name?: string
  code?: string
  source?: string | Uint8Array
}

/**
 * Puts the hint on the first line of every hinted chunk, and moves its source map (by then already
 * an asset of its own, `<file>.map`) down by that line. Returns the files it marked.
 */
export function addCompileHints(bundle: Record<string, OutputLike>): string[] {
  const hinted: string[] = []
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.name || !HINTED_CHUNKS.has(chunk.name) || chunk.code === undefined)
      continue
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`
    const map = bundle[`${fileName}.map`]
    if (map?.type === 'asset' && map.source !== undefined) {
      const json = JSON.parse(
        typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source),
      ) as { mappings: string }
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
        if (addCompileHints(bundle as unknown as Record<string, OutputLike>).length !== HINTED_CHUNKS.size)
          throw new Error(`compile hints: expected one file for each of ${[...HINTED_CHUNKS].join(', ')}`)
      },
    },
  }
}
