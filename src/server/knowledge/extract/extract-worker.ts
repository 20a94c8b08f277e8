// Runs in a worker thread (run-in-worker.ts), loaded by Node itself: only erasable TypeScript here.
// Parses one document by its format and posts the ExtractedDocument, or a refusal with a
// knowledge.* code; whatever a parser throws on a damaged file is reported as knowledge.corrupt.
import { parentPort, workerData } from 'node:worker_threads'
import type { ZipLimits } from '../../files/file-limits.ts'
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'
import type { DocumentFormat } from './document-types.ts'
import { detectLanguage } from './detect-language.ts'
import type { ExtractedDocument, ExtractedUnit } from './extracted-document.ts'
import { Refusal } from './refusal.ts'
import { splitCode } from './split-code.ts'
import { splitLatex, splitMarkdown } from './split-sections.ts'
import { splitPlainText } from './split-plain.ts'

export interface ExtractInput {
  readonly format: DocumentFormat
  readonly extension: string
  readonly bytes: Uint8Array
  readonly codeLanguage: string | undefined
  readonly zipLimits: ZipLimits
}

async function readUnits(input: ExtractInput): Promise<ExtractedUnit[]> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength)
  const text = () => new TextDecoder('utf-8').decode(bytes)
  // The parsers are loaded only for their format: a text file's worker starts without pdf.js or mammoth.
  switch (input.format) {
    case 'pdf':
      return (await import('./read-pdf.ts')).readPdf(new Uint8Array(bytes))
    case 'docx':
      return (await import('./read-office.ts')).readDocx(bytes, input.zipLimits)
    case 'pptx':
      return (await import('./read-office.ts')).readPptx(bytes, input.zipLimits)
    case 'doc':
      return (await import('./read-office.ts')).readDoc(bytes)
    case 'html':
      return (await import('./read-html.ts')).htmlToSections(text())
    case 'markdown':
      return splitMarkdown(text())
    case 'code':
      return splitCode(text())
    case 'plain':
      return input.extension === 'tex' ? splitLatex(text()) : splitPlainText(text())
  }
}

async function extract(input: ExtractInput): Promise<ExtractedDocument> {
  const units = (await readUnits(input)).filter((unit) => unit.text.trim() !== '')
  if (units.length === 0) throw new Refusal('knowledge.noText', 'The file contains no text')
  if (input.format === 'code') return { units, language: null, codeLanguage: input.codeLanguage }
  return { units, language: detectLanguage(units.map((unit) => `${unit.heading}\n${unit.text}`).join('\n')) }
}

function refusalOf(error: unknown): { code: string; message: string } {
  if (error instanceof Refusal || error instanceof UntrustedFileError)
    return { code: error.code, message: error.message }
  return {
    code: 'knowledge.corrupt',
    message: `The file cannot be read (${error instanceof Error ? error.message : String(error)})`,
  }
}

try {
  const document = await extract(workerData as ExtractInput)
  parentPort!.postMessage({ kind: 'data', data: document })
  parentPort!.postMessage({ kind: 'done' })
} catch (error) {
  parentPort!.postMessage({ kind: 'refused', ...refusalOf(error) })
}
