import type { Diagnostic } from './diagnostics.ts'
import { diagnosticAt, type ManifestFile } from './load.ts'

/** How deep objects of each section merge across files; a key defined twice below that is an error. */
const MERGE_DEPTH: Record<string, number> = {
  access: 0,
  product: 0,
  tenants: 1,
  features: 1,
  pages: 1,
  assistants: 1,
  tiles: 1,
  responseOptimizations: 1,
  analysis: 2,
  analysisPrompts: 1,
  menu: 1,
  messages: 2,
}

type Path = readonly (string | number)[]
interface Origin {
  readonly source: ManifestFile
  readonly path: Path
}

/** All files joined into one manifest, remembering where every part came from. */
export interface MergedManifest {
  readonly data: Record<string, unknown>
  /** The diagnostic for a path in the merged manifest, pointing into the file it came from. */
  at(path: Path, code: Diagnostic['code'], message: string): Diagnostic
  /** The file a merged path came from. */
  fileOf(path: Path): string
  /** `file:line` of a merged path, to point from a duplicate at the first definition. */
  locate(path: Path): string
}

export function mergeManifestFiles(files: readonly ManifestFile[]): {
  merged: MergedManifest
  diagnostics: Diagnostic[]
} {
  const data: Record<string, unknown> = {}
  const origins = new Map<string, Origin>()
  const diagnostics: Diagnostic[] = []

  const mergeInto = (
    target: Record<string, unknown>,
    value: Record<string, unknown>,
    path: Path,
    srcPath: Path,
    source: ManifestFile,
  ) => {
    for (const [key, item] of Object.entries(value)) {
      const here = [...path, key]
      const srcHere = [...srcPath, key]
      const existing = target[key]
      if (existing === undefined) {
        target[key] = Array.isArray(item) ? [...item] : isPlainObject(item) ? { ...item } : item
        if (Array.isArray(item))
          item.forEach((_, i) => origins.set(keyOf([...here, i]), { source, path: [...srcHere, i] }))
        else origins.set(keyOf(here), { source, path: srcHere })
        continue
      }
      if (Array.isArray(existing) && Array.isArray(item)) {
        item.forEach((entry, i) => {
          origins.set(keyOf([...here, existing.length]), { source, path: [...srcHere, i] })
          existing.push(entry)
        })
        continue
      }
      const section = String(here[0])
      if (isPlainObject(existing) && isPlainObject(item) && here.length <= (MERGE_DEPTH[section] ?? 0)) {
        mergeInto(existing, item, here, srcHere, source)
        continue
      }
      const first = resolveOrigin(origins, here)
      const firstAt = first ? locateIn(first.source, first.path) : 'another file'
      diagnostics.push(
        diagnosticAt(source, srcHere, 'DUPLICATE_ID', `'${here.join('.')}' is already defined at ${firstAt}`),
      )
    }
  }

  for (const source of files) {
    if (isPlainObject(source.data)) mergeInto(data, source.data, [], [], source)
  }

  const resolve = (path: Path) => resolveOrigin(origins, path)

  const merged: MergedManifest = {
    data,
    at(path, code, message) {
      const origin = resolve(path) ?? (files[0] ? { source: files[0], path: [] } : undefined)
      if (!origin) return { file: 'manifest', line: 1, column: 1, code, message }
      return diagnosticAt(origin.source, origin.path, code, message)
    },
    fileOf(path) {
      return resolve(path)?.source.file ?? 'manifest'
    },
    locate(path) {
      const origin = resolve(path)
      return origin ? locateIn(origin.source, origin.path) : 'manifest'
    },
  }
  return { merged, diagnostics }
}

/** Where a merged path came from: the nearest ancestor with a recorded origin, plus the rest of the path. */
function resolveOrigin(origins: Map<string, Origin>, path: Path): Origin | undefined {
  for (let depth = path.length; depth > 0; depth--) {
    const origin = origins.get(keyOf(path.slice(0, depth)))
    if (origin) return { source: origin.source, path: [...origin.path, ...path.slice(depth)] }
  }
  return undefined
}

function locateIn(source: ManifestFile, path: Path): string {
  const at = diagnosticAt(source, path, 'DUPLICATE_ID', '')
  return `${at.file}:${at.line}`
}

function keyOf(path: Path): string {
  return JSON.stringify(path)
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
