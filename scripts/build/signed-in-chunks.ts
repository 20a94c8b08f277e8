// Chunk groups for the signed-in first load (decision 0031). The default split spreads the modules
// the signed-in layout and the dashboard need over about 30 files, one request each; here they go
// into three: `api-client` (the HTTP client, the session's get-user request and the session presumed
// from its answer), `session` (XState and the session machine, which /login loads at the first
// keystroke and a signed-in page only when something is sent to the session, decisions 0079 and
// 0093) and `signed-in` (the layout, the dashboard and
// the MUI parts they use). What the entry loads anyway stays out of all three, and modules only other
// pages use keep the default split.
import { resolve } from 'node:path'

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null
}

const clientDir = resolve(import.meta.dirname, '../../src/client')
export const API_CLIENT_ROOTS = [
  'lib/session/api/get-user.ts',
  'lib/session/api/presume-session.ts',
  'lib/api/backoff.ts',
].map((file) => resolve(clientDir, file))
export const SESSION_ROOTS = ['lib/session/session-machine.ts'].map((file) => resolve(clientDir, file))
export const SIGNED_IN_ROOTS = [
  'app/layout/main-layout.tsx',
  'features/dashboard/pages/dashboard-page.tsx',
].map((file) => resolve(clientDir, file))

/** A MUI component's table of class names (`outlinedInputClasses.mjs`), and a MUI component's folder barrel. */
const MUI_CLASSES = /\/@mui\/material\/\w+\/\w+Classes\.mjs$/
const MUI_COMPONENT_BARREL = /\/@mui\/material\/\w+\/index\.mjs$/

/**
 * The modules `roots` import, and theirs. A table of class names that takes another component's
 * table from that component's barrel (`import { inputBaseClasses } from "../InputBase/index.mjs"`,
 * reached from the theme through `enhanceHighContrast`) uses only the tables, so only the tables
 * are followed there: otherwise the component itself (InputBase with TextareaAutosize) would join
 * the group although nothing on it renders it, because other pages keep it in the build (decision 0067).
 */
function staticallyReachable(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (MUI_CLASSES.test(id) && MUI_COMPONENT_BARREL.test(imported))
        stack.push(
          ...(graph.getModuleInfo(imported)?.importedIds ?? []).filter((file) => MUI_CLASSES.test(file)),
        )
      else stack.push(imported)
    }
  }
  return seen
}

/** A code-splitting group's name function: `api-client`, `session`, `signed-in`, or no group (the default split). */
export function signedInChunks(entry: string) {
  let groups:
    { entry: Set<string>; apiClient: Set<string>; session: Set<string>; signedIn: Set<string> } | undefined
  return (id: string, meta: ModuleGraph): string | undefined => {
    groups ??= {
      entry: staticallyReachable([resolve(clientDir, entry)], meta),
      apiClient: staticallyReachable(API_CLIENT_ROOTS, meta),
      session: staticallyReachable(SESSION_ROOTS, meta),
      signedIn: staticallyReachable(SIGNED_IN_ROOTS, meta),
    }
    if (groups.entry.has(id)) return undefined
    if (groups.apiClient.has(id)) return 'api-client'
    if (groups.session.has(id)) return 'session'
    if (groups.signedIn.has(id)) return 'signed-in'
    return undefined
  }
}
