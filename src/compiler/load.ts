import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { LineCounter, parseDocument, isNode, type Document } from 'yaml'
import type { Diagnostic, DiagnosticCode } from './diagnostics.ts'

/** One manifest file, parsed, with what is needed to point at a line and column in it. */
export interface ManifestFile {
  /** Path relative to the repository root. */
  readonly file: string
  readonly doc: Document
  readonly lineCounter: LineCounter
  readonly data: unknown
}

export interface LoadResult {
  readonly files: ManifestFile[]
  readonly diagnostics: Diagnostic[]
}

/** Reads every .yaml file below `manifestDir` (sorted, so output never depends on the disk's order). */
export function loadManifest(manifestDir: string, rootDir: string): LoadResult {
  const files: ManifestFile[] = []
  const diagnostics: Diagnostic[] = []
  for (const absolute of listYamlFiles(manifestDir)) {
    const file = relative(rootDir, absolute).split('\\').join('/')
    const lineCounter = new LineCounter()
    const doc = parseDocument(readFileSync(absolute, 'utf8'), { lineCounter, prettyErrors: false, uniqueKeys: true })
    // Later syntax errors are mostly echoes of the first one, so each file reports its first.
    for (const error of doc.errors.slice(0, 1)) {
      const pos = lineCounter.linePos(error.pos[0])
      diagnostics.push({ file, line: pos.line, column: pos.col, code: 'YAML_SYNTAX', message: error.message.split('\n')[0] ?? '' })
    }
    if (doc.errors.length === 0) files.push({ file, doc, lineCounter, data: doc.toJS() })
  }
  return { files, diagnostics }
}

function listYamlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

/** A diagnostic pointing at the node at `path` in `file` (or its nearest existing ancestor). */
export function diagnosticAt(
  source: ManifestFile,
  path: readonly (string | number)[],
  code: DiagnosticCode,
  message: string,
): Diagnostic {
  let offset = 0
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = source.doc.getIn(path.slice(0, depth), true)
    if (isNode(node) && node.range) {
      offset = node.range[0]
      break
    }
  }
  const pos = source.lineCounter.linePos(offset)
  return { file: source.file, line: pos.line, column: pos.col, code, message }
}
