// The one entry for reading an untrusted file: its size is checked before anything is read, an
// archive's central directory before anything is inflated, then every entry is inflated as a counted
// stream that stops past its declared size (check-inflated-sizes.ts), a PDF's streams likewise
// against a byte budget (check-pdf-streams.ts), and the caller's parser then runs in a worker thread
// with a heap and a time limit (run-in-worker.ts), or in a child process with memory and time limits
// when it allocates outside the JS heap (run-in-process.ts, decision 0081). Bulk uploads (CSV, XLSX)
// and knowledge documents (PDF, DOCX, PPTX, text) use it.
import { checkInflatedSizes } from './check-inflated-sizes.ts'
import { defaultFileLimits, type FileLimits } from './file-limits.ts'
import { checkPdfStreams } from './check-pdf-streams.ts'
import { inspectZip } from './inspect-zip.ts'
import { runInProcess } from './run-in-process.ts'
import { runInWorker } from './run-in-worker.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

export type FileKind = 'zip' | 'pdf' | 'text' | 'binary'

/** Refuses a file by its size, before it is decoded: `bytes` may be the length of its base64 form's content. */
export function checkFileSize(bytes: number, limits: FileLimits = defaultFileLimits): void {
  if (bytes > limits.maxBytes)
    throw new UntrustedFileError(
      'file.tooLarge',
      `The file has ${bytes} bytes; at most ${limits.maxBytes} are accepted`,
    )
}

/** The size of the bytes a base64 text decodes to, without decoding it. */
export function base64Bytes(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  return Math.floor((text.length * 3) / 4) - padding
}

/**
 * Checks `bytes` as a file of `kind`, then runs `parser` (a worker module posting WorkerMessage) on
 * `input` in a worker thread, or a child process when `parser.isolation` is 'process', handing each
 * data message to `onData`. Throws UntrustedFileError or FileRefusedError (both with a 4xx
 * statusCode and a message for the user).
 */
export async function readUntrustedFile<TInput, TData>(
  file: { bytes: Buffer; kind: FileKind },
  parser: {
    entry: URL
    input: TInput
    onData: (data: TData) => void | Promise<void>
    isolation?: 'thread' | 'process'
  },
  limits: FileLimits = defaultFileLimits,
): Promise<void> {
  checkFileSize(file.bytes.length, limits)
  if (file.kind === 'zip')
    await checkInflatedSizes(file.bytes, inspectZip(file.bytes, limits.zip), limits.zip)
  if (file.kind === 'pdf') await checkPdfStreams(file.bytes, limits.pdf)
  if (parser.isolation === 'process')
    await runInProcess(parser.entry, parser.input, limits.worker, parser.onData)
  else await runInWorker(parser.entry, parser.input, limits.worker, parser.onData)
}
