// The text of an uploaded document, for indexing: the type is checked (detect-type.ts), an archive's
// directory is inspected, and the parsing runs in a worker thread with heap and time limits
// (src/server/files/, decision 0028), so a hostile file costs its own worker, never the server.
import { readUntrustedFile } from '../../files/guard-file.ts'
import type { FileLimits } from '../../files/file-limits.ts'
import { FileRefusedError } from '../../files/run-in-worker.ts'
import { UntrustedFileError, type UntrustedFileCode } from '../../files/untrusted-file-error.ts'
import { detectDocumentType } from './detect-type.ts'
import { documentTypes } from './document-types.ts'
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
])

const damagedCodes = new Set<string>(['file.notAnArchive', 'file.sizeMismatch'])

/**
 * The guard's and the worker's refusals in the knowledge codes users see (file.tooSlow keeps its
 * own): an archive that is no archive, or whose entries unpack to more than they declare, is corrupt.
 */
function toKnowledgeError(error: unknown): unknown {
  if (error instanceof FileRefusedError) {
    const code = knowledgeCodes.has(error.code) ? error.code : 'knowledge.corrupt'
    if (error.code.startsWith('file.') && !damagedCodes.has(error.code))
      return new UntrustedFileError('knowledge.tooLarge', error.message)
    return new UntrustedFileError(code as UntrustedFileCode, error.message)
  }
  if (
    !(error instanceof UntrustedFileError) ||
    error.code.startsWith('knowledge.') ||
    error.code === 'file.tooSlow'
  )
    return error
  if (damagedCodes.has(error.code)) return new UntrustedFileError('knowledge.corrupt', error.message)
  return new UntrustedFileError('knowledge.tooLarge', error.message)
}

/** Extracts `bytes` named `filename`; throws UntrustedFileError with a knowledge.* code (or file.tooSlow). */
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
      { bytes: buffer, kind: type.format === 'docx' || type.format === 'pptx' ? 'zip' : 'binary' },
      {
        entry: workerEntry,
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
  if (!document || units.length === 0) throw new UntrustedFileError('knowledge.noText', 'The file contains no text')
  return document
}
