// The text of an uploaded document, for indexing: the type is checked (detect-type.ts), an archive's
// entries and a PDF's streams are inflated against a byte budget, and the parsing runs in a child
// process with memory and time limits for PDF and Office files (their parsers allocate outside the
// JS heap, decision 0081) or a worker thread for text (src/server/files/, decision 0028), so a
// hostile file costs its own parser, never the server. Past a limit the file fails at once.
import { readUntrustedFile, type FileKind } from '../../files/guard-file.ts'
import type { FileLimits } from '../../files/file-limits.ts'
import { FileRefusedError } from '../../files/run-in-worker.ts'
import { UntrustedFileError, type UntrustedFileCode } from '../../files/untrusted-file-error.ts'
import { detectDocumentType } from './detect-type.ts'
import { documentTypes, type DocumentFormat } from './document-types.ts'
import type { ExtractInput } from './extract-worker.ts'
import { knowledgeFileLimits } from './extract-limits.ts'
import type { ExtractedDocument, ExtractedPart, ExtractedUnit } from './extracted-document.ts'

export type { ExtractedDocument, ExtractedUnit, UnitKind, DocumentLanguage } from './extracted-document.ts'

const workerEntry = new URL('./extract-worker.ts', import.meta.url)

const knowledgeCodes = new Set<string>([
  'knowledge.unsupportedType',
  'knowledge.typeMismatch',
  'knowledge.corrupt',
  'knowledge.tooLarge',
  'knowledge.encryptedPdf',
  'knowledge.noTextLayer',
  'knowledge.noText',
  'knowledge.tooSlow',
])

/** The formats whose parsers allocate outside the JS heap, and the guard's pre-check for each. */
const fileKinds: Partial<Record<DocumentFormat, FileKind>> = {
  pdf: 'pdf',
  docx: 'zip',
  pptx: 'zip',
  doc: 'binary',
}

const damagedCodes = new Set<string>(['file.notAnArchive', 'file.sizeMismatch'])

/**
 * The guard's and the worker's refusals in the knowledge codes users see: an archive that is no
 * archive, or whose entries unpack to more than they declare, is corrupt; a file that took too long
 * is knowledge.tooSlow; anything past a size or memory limit is knowledge.tooLarge. All of them are
 * knowledge codes, so the index job fails the file at once instead of retrying it.
 */
function toKnowledgeError(error: unknown): unknown {
  if (error instanceof FileRefusedError) {
    const code = knowledgeCodes.has(error.code) ? error.code : 'knowledge.corrupt'
    if (error.code.startsWith('file.') && !damagedCodes.has(error.code))
      return new UntrustedFileError('knowledge.tooLarge', error.message)
    return new UntrustedFileError(code as UntrustedFileCode, error.message)
  }
  if (!(error instanceof UntrustedFileError) || error.code.startsWith('knowledge.')) return error
  if (error.code === 'file.tooSlow') return new UntrustedFileError('knowledge.tooSlow', error.message)
  if (damagedCodes.has(error.code)) return new UntrustedFileError('knowledge.corrupt', error.message)
  return new UntrustedFileError('knowledge.tooLarge', error.message)
}

/** Extracts `bytes` named `filename`; throws UntrustedFileError with a knowledge.* code. */
export async function extractDocument(
  bytes: Uint8Array,
  filename: string,
  limits: FileLimits = knowledgeFileLimits,
): Promise<ExtractedDocument> {
  const { extension } = detectDocumentType(bytes, filename)
  const type = documentTypes[extension]!
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const input: ExtractInput = {
    format: type.format,
    extension,
    bytes,
    codeLanguage: type.codeLanguage,
    zipLimits: limits.zip,
  }
  const units: ExtractedUnit[] = []
  let document: ExtractedDocument | undefined
  try {
    await readUntrustedFile<ExtractInput, ExtractedPart>(
      { bytes: buffer, kind: fileKinds[type.format] ?? 'binary' },
      {
        entry: workerEntry,
        isolation: type.format in fileKinds ? 'process' : 'thread',
        input,
        onData: (part) => {
          if ('units' in part) units.push(...part.units)
          else document = { ...part, units }
        },
      },
      limits,
    )
  } catch (error) {
    throw toKnowledgeError(error)
  }
  if (!document || units.length === 0)
    throw new UntrustedFileError('knowledge.noText', 'The file contains no text')
  return document
}
