// Inflates one entry of an archive inspectZip has already checked, never past the size the central
// directory declares: an entry that lies about its size stops at the declared bound instead of
// filling the heap, so the decompressed size is bounded before anything is inflated.
import { inflateRawSync } from 'node:zlib'
import type { ZipEntrySummary } from './inspect-zip.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

const localHeader = 0x04034b50

/** The bytes of `entry`; refuses entries declared larger than `maxBytes` or larger than declared. */
export function inflateZipEntry(bytes: Buffer, entry: ZipEntrySummary, maxBytes: number): Buffer {
  if (entry.uncompressedBytes > maxBytes)
    throw new UntrustedFileError(
      'file.tooLargeUncompressed',
      `The archive entry ${entry.name} unpacks to ${entry.uncompressedBytes} bytes; at most ${maxBytes} are read`,
    )
  if (bytes.readUInt32LE(entry.offset) !== localHeader)
    throw new UntrustedFileError('file.notAnArchive', `The archive entry ${entry.name} is damaged`, 400)
  const start =
    entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28)
  const data = bytes.subarray(start, start + entry.compressedBytes)
  if (entry.method === 0) return Buffer.from(data.subarray(0, entry.uncompressedBytes))
  if (entry.method !== 8)
    throw new UntrustedFileError(
      'file.notAnArchive',
      `The archive entry ${entry.name} uses an unknown compression`,
      400,
    )
  try {
    // zlib refuses to produce more than maxOutputLength bytes (at least 1 is required).
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedBytes) })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new UntrustedFileError(
        'file.sizeMismatch',
        `The archive entry ${entry.name} unpacks to more than the ${entry.uncompressedBytes} bytes its directory declares; the file was refused (this looks like a zip bomb)`,
      )
    throw new UntrustedFileError(
      'file.notAnArchive',
      `The archive entry ${entry.name} cannot be unpacked`,
      400,
    )
  }
}
