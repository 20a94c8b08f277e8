// Reads an upload file into a header row and data rows, through the untrusted-file guard: the file
// is checked, then parsed in a worker thread (parse-worker.ts) that stops at the row and column caps.
import { defaultFileLimits, type FileLimits } from '../../files/file-limits.ts'
import type { TextEncoding } from '../../files/detect-encoding.ts'
import { readUntrustedFile } from '../../files/guard-file.ts'
import { FileRefusedError } from '../../files/run-in-worker.ts'
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'
import { fieldError, HttpError } from '../../lib/http-error.ts'
import type { Cell, ParseChunk, ParseInput } from './parse-worker.ts'

export type { Cell } from './parse-worker.ts'
export interface ParsedFile {
  readonly headers: string[]
  /** Data rows in file order; `line` is the row's line in the file (the header is line 1). */
  readonly rows: { line: number; cells: Cell[] }[]
  /** The text encoding a CSV was read in (detected or chosen); null for XLSX. */
  readonly encoding: TextEncoding | null
}

export const maxUploadRows = 250_000
export const maxUploadColumns = 500

export const parserEntry = new URL('./parse-worker.ts', import.meta.url)

export function formatOf(fileName: string): 'csv' | 'xlsx' {
  return fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv'
}

export async function parseFile(
  format: 'csv' | 'xlsx',
  content: Buffer,
  options: { encoding?: TextEncoding; limits?: FileLimits } = {},
): Promise<ParsedFile> {
  let headers: string[] = []
  let encoding: TextEncoding | null = null
  const rows: { line: number; cells: Cell[] }[] = []
  // Shared with the worker rather than copied into its start message: cloning 10 MB there held the
  // event loop (docs/decisions/0055). A large upload's bytes are shared memory already (the body
  // worker decodes them into it, decision 0061); copying 10 MB in took some 60 ms of the event loop.
  // The worker copies them out before reading them.
  const shared =
    content.buffer instanceof SharedArrayBuffer
      ? new Uint8Array(content.buffer, content.byteOffset, content.byteLength)
      : new Uint8Array(new SharedArrayBuffer(content.length))
  if (shared.buffer !== content.buffer) shared.set(content)
  const input: ParseInput = {
    format,
    bytes: shared,
    encoding: options.encoding,
    maxRows: maxUploadRows,
    maxColumns: maxUploadColumns,
  }
  try {
    await readUntrustedFile<ParseInput, ParseChunk>(
      { bytes: content, kind: format === 'xlsx' ? 'zip' : 'text' },
      {
        entry: parserEntry,
        input,
        onData: (chunk) => {
          if ('headers' in chunk) ({ headers, encoding } = chunk)
          else for (const row of chunk.rows) rows.push(row)
        },
      },
      options.limits ?? defaultFileLimits,
    )
  } catch (error) {
    if (!(error instanceof UntrustedFileError || error instanceof FileRefusedError)) throw error
    const code = error.code === 'file.tooLarge' ? 'bulkUpload.tooLarge' : error.code
    const params = error instanceof FileRefusedError ? error.params : {}
    throw new HttpError(error.statusCode, error.message, {
      code,
      fieldErrors: { content: fieldError(code, error.message, params) },
    })
  }
  return { headers, rows, encoding }
}
