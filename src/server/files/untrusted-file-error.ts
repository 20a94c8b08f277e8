// A file refused by the guard: the caller's request gets a 4xx with this code and message.
export type UntrustedFileCode =
  | 'file.tooLarge'
  | 'file.notAnArchive'
  | 'file.tooManyEntries'
  | 'file.tooLargeUncompressed'
  | 'file.compressionRatio'
  | 'file.tooComplex'
  | 'file.tooSlow'

export class UntrustedFileError extends Error {
  readonly statusCode: number
  readonly code: UntrustedFileCode

  constructor(code: UntrustedFileCode, message: string, statusCode = code === 'file.tooLarge' ? 413 : 422) {
    super(message)
    this.name = 'UntrustedFileError'
    this.code = code
    this.statusCode = statusCode
  }
}
