// Proves that an archive's entries unpack to no more than the sizes its central directory declares,
// before any parser (exceljs, mammoth) inflates them: each entry is inflated as a stream with a byte
// counter and the output thrown away (count-inflated.ts), and the inflating stops at the first chunk
// past the declared size or the limits.
// Whatever reader follows inflates the same deflate streams from the same offsets (inspectZip checked
// them), so it gets no more than was counted here.
import { countInflated } from './count-inflated.ts'
import type { ZipLimits } from './file-limits.ts'
import type { ZipEntrySummary } from './inspect-zip.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

const localHeader = 0x04034b50

function dataOf(bytes: Buffer, entry: ZipEntrySummary): Buffer {
  if (bytes.readUInt32LE(entry.offset) !== localHeader)
    throw new UntrustedFileError('file.notAnArchive', `The archive entry ${entry.name} is damaged`, 400)
  const start =
    entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28)
  return bytes.subarray(start, start + entry.compressedBytes)
}

function sizeExceeded(entry: ZipEntrySummary, bound: number): UntrustedFileError {
  return new UntrustedFileError(
    'file.sizeMismatch',
    bound < entry.uncompressedBytes
      ? `The archive unpacks to more than the ${bound} bytes allowed; the file was refused`
      : `The archive entry ${entry.name} unpacks to more than the ${entry.uncompressedBytes} bytes its directory declares; the file was refused (this looks like a zip bomb)`,
  )
}

/**
 * Refuses the archive when an entry inflates to more than it declares, or all of them to more than
 * `limits.maxUncompressedBytes` (422 `file.sizeMismatch`), or an entry cannot be inflated (400).
 * `inflated` counts every byte zlib produced (for tests: the check stops early).
 */
export async function checkInflatedSizes(
  bytes: Buffer,
  entries: readonly ZipEntrySummary[],
  limits: ZipLimits,
  inflated: { bytes: number } = { bytes: 0 },
): Promise<void> {
  let total = 0
  for (const entry of entries) {
    const data = dataOf(bytes, entry)
    if (entry.method === 0) {
      if (data.length !== entry.uncompressedBytes)
        throw new UntrustedFileError('file.notAnArchive', `The archive entry ${entry.name} is damaged`, 400)
      total += data.length
      continue
    }
    if (entry.method !== 8)
      throw new UntrustedFileError(
        'file.notAnArchive',
        `The archive entry ${entry.name} uses an unknown compression`,
        400,
      )
    const bound = Math.min(entry.uncompressedBytes, limits.maxUncompressedBytes - total)
    const count = await countInflated(data, 'raw', bound, inflated)
    if (count.overBound) throw sizeExceeded(entry, bound)
    if (count.broken)
      throw new UntrustedFileError(
        'file.notAnArchive',
        `The archive entry ${entry.name} cannot be unpacked`,
        400,
      )
    total += count.bytes
  }
}
