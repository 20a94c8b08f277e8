// Reads a ZIP archive's central directory (XLSX, DOCX and PPTX are ZIP archives) and refuses it
// before anything is inflated: too many entries, too much declared uncompressed data, or an entry
// compressed more than real documents are (a zip bomb). Streaming readers follow the local headers
// instead of the directory, so every entry's data must also sit where the directory says, with
// nothing hidden between entries. A size that lies is caught by checkInflatedSizes, which inflates
// each entry as a counted stream before any parser does.
import type { ZipLimits } from './file-limits.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

const endOfDirectory = 0x06054b50
const directoryEntry = 0x02014b50
const localHeader = 0x04034b50
const zip64Marker = 0xffffffff

export interface ZipEntrySummary {
  readonly name: string
  readonly compressedBytes: number
  readonly uncompressedBytes: number
  /** Where the entry's local header starts, and its method (0 stored, 8 deflated): for inflateZipEntry. */
  readonly offset: number
  readonly method: number
}

const notAnArchive = (why: string) =>
  new UntrustedFileError('file.notAnArchive', `The file is not a readable ZIP archive (${why})`, 400)

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let at = bytes.length - 22; at >= lowest; at--)
    if (bytes.readUInt32LE(at) === endOfDirectory) return at
  throw notAnArchive('no central directory')
}

export function inspectZip(bytes: Buffer, limits: ZipLimits): ZipEntrySummary[] {
  if (bytes.length < 22) throw notAnArchive('too short')
  const end = findEndOfDirectory(bytes)
  const declaredEntries = bytes.readUInt16LE(end + 10)
  const directoryOffset = bytes.readUInt32LE(end + 16)
  if (declaredEntries === 0xffff || directoryOffset === zip64Marker)
    throw notAnArchive('ZIP64 archives are not accepted')
  if (declaredEntries > limits.maxEntries)
    throw new UntrustedFileError(
      'file.tooManyEntries',
      `The archive has ${declaredEntries} entries; at most ${limits.maxEntries} are accepted`,
    )
  const entries: (ZipEntrySummary & { dataEnd: number; descriptor: boolean })[] = []
  let total = 0
  let at = directoryOffset
  for (let i = 0; i < declaredEntries; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== directoryEntry)
      throw notAnArchive('damaged central directory')
    const flags = bytes.readUInt16LE(at + 8)
    const method = bytes.readUInt16LE(at + 10)
    const compressedBytes = bytes.readUInt32LE(at + 20)
    const uncompressedBytes = bytes.readUInt32LE(at + 24)
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    const offset = bytes.readUInt32LE(at + 42)
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength)
    if ([compressedBytes, uncompressedBytes, offset].includes(zip64Marker))
      throw notAnArchive('ZIP64 archives are not accepted')
    total += uncompressedBytes
    if (total > limits.maxUncompressedBytes)
      throw new UntrustedFileError(
        'file.tooLargeUncompressed',
        `The archive unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB; that is more than a file of at most the allowed rows needs`,
      )
    if (
      uncompressedBytes > limits.ratioFromBytes &&
      uncompressedBytes > compressedBytes * limits.maxCompressionRatio
    )
      throw new UntrustedFileError(
        'file.compressionRatio',
        `The archive entry ${name} is compressed ${compressedBytes === 0 ? 'infinitely' : `${Math.round(uncompressedBytes / compressedBytes)} times`}; at most ${limits.maxCompressionRatio} times is accepted (this looks like a zip bomb)`,
      )
    if (offset + 30 > directoryOffset || bytes.readUInt32LE(offset) !== localHeader)
      throw notAnArchive(`entry ${name} is not where the directory says`)
    const dataStart = offset + 30 + bytes.readUInt16LE(offset + 26) + bytes.readUInt16LE(offset + 28)
    entries.push({
      name,
      compressedBytes,
      uncompressedBytes,
      offset,
      method,
      dataEnd: dataStart + compressedBytes,
      descriptor: (flags & 0x08) !== 0,
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  // Entries follow one another up to the directory; a data descriptor takes at most 16 bytes.
  const ordered = [...entries].sort((a, b) => a.offset - b.offset)
  if (ordered.length > 0 && ordered[0]!.offset !== 0) throw notAnArchive('data before the first entry')
  ordered.forEach((entry, index) => {
    const next = ordered[index + 1]?.offset ?? directoryOffset
    const gap = next - entry.dataEnd
    if (gap < 0 || gap > (entry.descriptor ? 16 : 0))
      throw notAnArchive(`data outside the central directory after entry ${entry.name}`)
  })
  return entries.map(({ name, compressedBytes, uncompressedBytes, offset, method }) => ({
    name,
    compressedBytes,
    uncompressedBytes,
    offset,
    method,
  }))
}
