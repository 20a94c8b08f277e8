// The text of an uploaded file for an item: PDF, DOCX, DOC, PPTX, HTML, TXT and MD through the knowledge
// extractor (file guard, parser in a worker or child process), e-mails (.eml) through the guard with
// postal-mime in a worker, their HTML body through the extractor again. Refusals carry analysis.* codes.
import { normaliseFileName } from '../../../shared/files/file-name.ts'
import { readUntrustedFile } from '../../files/guard-file.ts'
import { FileRefusedError } from '../../files/run-in-worker.ts'
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'
import { extensionOf } from '../../knowledge/extract/document-types.ts'
import { extractDocument } from '../../knowledge/extract/extract-document.ts'
import { knowledgeFileLimits } from '../../knowledge/extract/extract-limits.ts'
import { HttpError } from '../../lib/http-error.ts'
import type { EmlInput, EmlMessage } from './read-eml-worker.ts'

export const uploadExtensions = ['pdf', 'docx', 'doc', 'pptx', 'html', 'htm', 'txt', 'md', 'eml'] as const

export interface UploadedText {
  readonly title: string
  readonly text: string
  readonly publishedAt: Date | null
}

const emlWorker = new URL('./read-eml-worker.ts', import.meta.url)

/** A knowledge.* or file.* refusal as the analysis.* code the medicheck pages explain. */
function toAnalysisError(error: unknown): unknown {
  if (!(error instanceof UntrustedFileError || error instanceof FileRefusedError)) return error
  const code = error.code
  const mapped =
    code === 'knowledge.noText' || code === 'knowledge.noTextLayer'
      ? 'analysis.noText'
      : code === 'knowledge.encryptedPdf'
        ? 'analysis.encryptedFile'
        : code === 'knowledge.tooLarge' || code.startsWith('file.')
          ? 'analysis.fileTooLarge'
          : code === 'knowledge.tooSlow'
            ? 'analysis.fileTooSlow'
            : code === 'knowledge.typeMismatch' || code === 'knowledge.unsupportedType'
              ? 'analysis.typeMismatch'
              : 'analysis.unreadableFile'
  const status = mapped === 'analysis.fileTooLarge' ? 413 : mapped === 'analysis.typeMismatch' ? 415 : 422
  return new HttpError(status, error.message, { code: mapped })
}

async function extractText(bytes: Uint8Array, filename: string): Promise<string> {
  const document = await extractDocument(bytes, filename)
  return document.units
    .map((unit) => (unit.heading ? `${unit.heading}\n${unit.text}` : unit.text))
    .join('\n\n')
}

async function readEml(bytes: Uint8Array): Promise<UploadedText> {
  let message: EmlMessage | undefined
  await readUntrustedFile<EmlInput, EmlMessage>(
    { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), kind: 'text' },
    { entry: emlWorker, input: { bytes }, onData: (m) => void (message = m), isolation: 'thread' },
    knowledgeFileLimits,
  )
  if (!message) throw new HttpError(422, 'The e-mail cannot be read', { code: 'analysis.unreadableFile' })
  const body = message.text.trim()
    ? message.text
    : message.html.trim()
      ? await extractText(new TextEncoder().encode(message.html), 'mail.html')
      : ''
  const header = [message.from && `From: ${message.from}`].filter(Boolean).join('\n')
  return {
    title: message.subject,
    text: body.trim() ? [header, body].filter(Boolean).join('\n\n') : '',
    publishedAt: message.date ? new Date(message.date) : null,
  }
}

export async function readUpload(
  bytes: Uint8Array,
  rawFilename: string,
  maxBytes: number,
): Promise<UploadedText> {
  const filename = normaliseFileName(rawFilename)
  if (!filename)
    throw new HttpError(400, 'The file name has no usable characters', { code: 'analysis.badFileName' })
  const extension = extensionOf(filename)
  if (!(uploadExtensions as readonly string[]).includes(extension))
    throw new HttpError(
      415,
      `Files of type .${extension || '?'} are not accepted; accepted: ${uploadExtensions.join(', ')}`,
      {
        code: 'analysis.unsupportedType',
      },
    )
  if (bytes.byteLength === 0) throw new HttpError(400, 'The file is empty', { code: 'analysis.emptyFile' })
  if (bytes.byteLength > maxBytes)
    throw new HttpError(413, `The file is larger than ${maxBytes} bytes`, { code: 'analysis.fileTooLarge' })
  const title = filename.replace(/\.[^.]+$/, '')
  try {
    if (extension === 'eml') {
      const mail = await readEml(bytes)
      return { ...mail, title: mail.title || title }
    }
    const name = extension === 'htm' ? `${title}.html` : filename
    return { title, text: await extractText(bytes, name), publishedAt: null }
  } catch (error) {
    throw toAnalysisError(error)
  }
}
