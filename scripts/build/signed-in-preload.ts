// Vite plugin: fills index.html's boot script list `[/*signed-in-files*/]` with the built files a
// signed-in first load needs beyond the entry: the session machine and its get-user request, the
// signed-in layout and the dashboard, each with every chunk it imports statically. The boot script
// modulepreloads them when a token is stored, so they download beside the entry instead of one
// round trip after another (decision 0031); it skips the first, the session machine's, which a page
// loads only when needed (decisions 0079, 0093), except on a server's page drawn afresh. Runs before the login
// shell plugin minifies the script.
import type { Plugin } from 'vite'

const SLOT = '/*signed-in-files*/'

/**
 * The modules whose chunks a signed-in first load of / needs, by the end of their path, the session
 * machine first (index.html's boot script skips its file on a server's page). The German
 * shell texts are among them: the locale provider loads them while the stored token is checked,
 * whatever the user's language turns out to be (decision 0053).
 */
export const SIGNED_IN_MODULES = [
  '/lib/session/session-machine.ts',
  '/lib/session/api/get-user.ts',
  '/app/layout/main-layout.tsx',
  '/features/dashboard/pages/dashboard-page.tsx',
  '/generated/messages-shell-de.gen.ts',
]

interface ChunkLike {
  readonly type: 'chunk'
  readonly fileName: string
  readonly imports: readonly string[]
  readonly isEntry: boolean
  readonly moduleIds: readonly string[]
}

/** `roots` and every chunk they import statically, file names, in a stable order. */
function withStaticImports(roots: readonly ChunkLike[], chunks: ReadonlyMap<string, ChunkLike>): string[] {
  const seen = new Set<string>()
  const visit = (chunk: ChunkLike | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return
    seen.add(chunk.fileName)
    for (const file of chunk.imports) visit(chunks.get(file))
  }
  for (const root of roots) visit(root)
  return [...seen]
}

/**
 * The files to preload for a signed-in first load: the signed-in modules' chunks minus what the entry
 * loads anyway, the session machine's first.
 */
export function signedInFiles(bundle: Record<string, { type: string }>): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is ChunkLike => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
  const entry = new Set(
    withStaticImports(
      [...chunks.values()].filter((chunk) => chunk.isEntry),
      chunks,
    ),
  )
  const roots = SIGNED_IN_MODULES.map((suffix) => {
    const chunk = [...chunks.values()].find((candidate) =>
      candidate.moduleIds.some((id) => id.endsWith(suffix)),
    )
    if (!chunk) throw new Error(`signed-in preload: no chunk for ${suffix}; update SIGNED_IN_MODULES`)
    return chunk
  })
  const files = withStaticImports(roots, chunks).filter((file) => !entry.has(file))
  if (files[0] !== roots[0]!.fileName || roots.slice(1).some((root) => root.fileName === files[0]))
    throw new Error(
      `signed-in preload: the session machine's chunk ${roots[0]!.fileName} must come first and hold nothing else the list names`,
    )
  return files
}

export function signedInPreload(): Plugin {
  return {
    name: 'tessera:signed-in-preload',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!html.includes(SLOT)) throw new Error(`index.html lacks ${SLOT}`)
        const files = context.bundle ? signedInFiles(context.bundle).map((file) => `/${file}`) : []
        return html.replace(SLOT, files.map((file) => JSON.stringify(file)).join(','))
      },
    },
  }
}
