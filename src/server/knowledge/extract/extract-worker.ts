// Runs in a child process (run-in-process.ts) or a worker thread (run-in-worker.ts), loaded by Node itself: only erasable TypeScript here.
// Parses one document by its format and posts it (ExtractedPart: its units a batch at a time, then
// its language, so the server's thread never takes a 300-page document in one message), or a
// refusal with a knowledge.* code; whatever a parser throws on a damaged file is knowledge.corrupt.
import type { ZipLimits } from '../../files/file-limits.ts'
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'
import { inWorker, postData, postDone, postRefusal, workerInput } from '../../files/worker-port.ts'
import type { DocumentFormat } from './document-types.ts'
import { detectLanguage } from './detect-language.ts'
import type { ExtractedDocument, ExtractedPart, ExtractedUnit } from './extracted-document.ts'
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
  // The process's address-space limit (run-in-process.ts) refuses an allocation before it happens.
  if (error instanceof RangeError && /allocation failed|out of memory/i.test(error.message))
    return {
      code: 'file.tooComplex',
      message: `Reading the file needs more memory than allowed (${error.message})`,
    }
  return {
    code: 'knowledge.corrupt',
    message: `The file cannot be read (${error instanceof Error ? error.message : String(error)})`,
  }
}

/** Units a message: a few hundred KB of text at most for PDF pages. */
const unitsPerMessage = 50

if (inWorker) {
  try {
    const { units, ...rest } = await extract(workerInput<ExtractInput>())
    for (let start = 0; start < units.length; start += unitsPerMessage)
      postData<ExtractedPart>({ units: units.slice(start, start + unitsPerMessage) })
    postData<ExtractedPart>(rest)
    postDone()
  } catch (error) {
    const { code, message } = refusalOf(error)
    postRefusal(code, message)
  }
}
