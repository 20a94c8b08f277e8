// A file refused by the guard: the caller's request gets a 4xx with this code and message.
export type UntrustedFileCode =
  | 'file.tooLarge'
  | 'file.notAnArchive'
  | 'file.tooManyEntries'
  | 'file.tooLargeUncompressed'
  | 'file.compressionRatio'
  | 'file.sizeMismatch'
  | 'file.tooComplex'
  | 'file.tooSlow'
  // Knowledge documents (src/server/knowledge/extract/): the type, the content and the text.
  | 'knowledge.unsupportedType'
  | 'knowledge.typeMismatch'
  | 'knowledge.corrupt'
  | 'knowledge.tooLarge'
  | 'knowledge.encryptedPdf'
  | 'knowledge.noTextLayer'
  | 'knowledge.noText'
  | 'knowledge.tooSlow'
  // Images of the studio (src/server/images/): PNG, JPEG and WebP only, readable by sharp.
  | 'images.unsupportedType'
  | 'images.cropOutside'
  | 'images.tooManyPixels'

function statusOf(code: UntrustedFileCode): number {
  if (code === 'file.tooLarge' || code === 'knowledge.tooLarge') return 413
  if (code === 'knowledge.unsupportedType' || code === 'images.unsupportedType') return 415
  return 422
}

export class UntrustedFileError extends Error {
  readonly statusCode: number
  readonly code: UntrustedFileCode

  constructor(code: UntrustedFileCode, message: string, statusCode = statusOf(code)) {
    super(message)
    this.name = 'UntrustedFileError'
    this.code = code
    this.statusCode = statusCode
  }
}
