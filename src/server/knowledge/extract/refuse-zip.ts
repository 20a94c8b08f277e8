// Turns the zip guard's refusals into the knowledge codes users see: a bomb or an oversized archive
// is "too large", an unreadable one or one whose entries unpack to more than declared "corrupt".
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'

export function refuseZip(error: unknown): Error {
  if (!(error instanceof UntrustedFileError)) return error instanceof Error ? error : new Error(String(error))
  if (error.code === 'file.notAnArchive' || error.code === 'file.sizeMismatch')
    return new UntrustedFileError('knowledge.corrupt', error.message)
  if (error.code.startsWith('knowledge.')) return error
  return new UntrustedFileError('knowledge.tooLarge', error.message)
}
