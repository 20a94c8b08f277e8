// The extract room's three stages (src/server/knowledge/extract/, chunk/): type detection, text
// extraction in a worker, chunking. Detection has landed; extraction and chunking are loaded when
// present, and until that code lands text files are handled here along the same signatures while
// binary formats fail with a clear code rather than a made-up result.
import { timeSlices } from '../lib/time-slices.ts'
import { stripBoilerplate } from './chunk/strip-boilerplate.ts'
import { detectDocumentType } from './extract/detect-type.ts'

export { detectDocumentType }

export interface DocumentUnit {
  readonly kind: string
  readonly number: number | null
  readonly heading: string
  readonly text: string
}
export interface ExtractedDocument {
  readonly units: readonly DocumentUnit[]
  readonly language: 'german' | 'french' | 'english' | null
}
export interface DocumentChunk {
  readonly ordinal: number
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
  readonly text: string
}

/** A refusal with a `knowledge.*` message code (the shape of the extract room's UntrustedFileError). */
export class DocumentError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'DocumentError'
    this.code = code
  }
}

/** The `knowledge.*` code of a refusal thrown by either implementation, or null for a bug. */
export function documentErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('knowledge.') ? code : null
}

// Paths in variables: the modules may not exist yet, and the type checker must not require them.
const extractModule = './extract/extract-document.ts'
const chunkModule = './chunk/chunk-document.ts'

async function optional<T>(path: string, name: string): Promise<T | null> {
  try {
    const loaded = (await import(new URL(path, import.meta.url).href)) as Record<string, unknown>
    return (loaded[name] as T | undefined) ?? null
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null
    throw error
  }
}

const binaryExtensions = new Set(['pdf', 'doc', 'docx', 'pptx'])

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase()
}

const linesPerUnit = 40

export async function extractDocument(bytes: Uint8Array, filename: string): Promise<ExtractedDocument> {
  const extract = await optional<(b: Uint8Array, f: string) => Promise<ExtractedDocument>>(
    extractModule,
    'extractDocument',
  )
  if (extract) return extract(bytes, filename)
  detectDocumentType(bytes, filename)
  const extension = extensionOf(filename)
  if (binaryExtensions.has(extension))
    throw new DocumentError(
      'knowledge.extractorUnavailable',
      `Reading .${extension} files is not available yet`,
    )
  const lines = new TextDecoder().decode(bytes).split(/\r?\n/)
  const units: DocumentUnit[] = []
  for (let start = 0; start < lines.length; start += linesPerUnit) {
    const text = lines
      .slice(start, start + linesPerUnit)
      .join('\n')
      .trim()
    const end = Math.min(start + linesPerUnit, lines.length)
    if (text) units.push({ kind: 'lines', number: null, heading: `lines ${start + 1}-${end}`, text })
  }
  return { units, language: null }
}

/**
 * Chunks a document unit by unit, its boilerplate (page numbers, tables of contents, lines repeated
 * on several pages) left out first (strip-boilerplate.ts), letting the event loop turn every 20 ms of work (a 300-page PDF
 * took 0.1 to 0.4 s in one piece): a chunk never spans two units, so the chunks are the same.
 */
export async function chunkDocument(document: ExtractedDocument): Promise<DocumentChunk[]> {
  const chunk = await optional<(d: ExtractedDocument) => DocumentChunk[] | Promise<DocumentChunk[]>>(
    chunkModule,
    'chunkDocument',
  )
  if (!chunk)
    return document.units.map((unit, ordinal) => ({
      ordinal,
      unitKind: unit.kind,
      unitNumber: unit.number,
      heading: unit.heading,
      text: unit.text,
    }))
  const chunks: DocumentChunk[] = []
  const slices = timeSlices()
  for (const unit of stripBoilerplate(document.units)) {
    for (const piece of await chunk({ ...document, units: [unit] }))
      chunks.push({ ...piece, ordinal: chunks.length })
    if (slices.due()) await slices.yield()
  }
  return chunks
}
