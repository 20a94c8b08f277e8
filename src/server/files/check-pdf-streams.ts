// Refuses a PDF whose streams unpack to more than a byte budget, before pdf.js reads it: the zip
// guard's idea (check-inflated-sizes.ts) applied to FlateDecode. A 1 MB PDF can hold a page content
// stream that inflates to 1 GiB; pdf.js inflates it into typed arrays outside the JS heap (issue 36,
// decision 0081). Every `stream` keyword's data is tried as zlib data and inflated as a counted
// stream, whatever the dictionary before it says (an attacker writes the dictionary; the bytes are
// what pdf.js will inflate), and stops at the first chunk past the budget. What this cannot see
// (a stream behind another filter or encrypted, LZW) the parser's process limits still contain.
import { countInflated } from './count-inflated.ts'
import type { PdfLimits } from './file-limits.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

const keyword = Buffer.from('stream', 'latin1')
const dictionaryLookBack = 4096

/** Where a stream's data starts: after the end of the line that holds `stream` (CR, LF or CR LF), as pdf.js reads it. */
function dataStartAfter(bytes: Buffer, keywordAt: number): number {
  let at = keywordAt + keyword.length
  while (at < bytes.length && bytes[at] !== 0x0a && bytes[at] !== 0x0d) at++
  if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) at++
  return at + 1
}

/** zlib's two-byte header: deflate (method 8) with a window of at most 32 KiB, checksum a multiple of 31. */
function startsZlib(bytes: Buffer, at: number): boolean {
  if (at + 2 > bytes.length) return false
  const method = bytes[at]!
  return (method & 0x0f) === 8 && method >> 4 <= 7 && (method * 256 + bytes[at + 1]!) % 31 === 0
}

/**
 * An image's samples: pdf.js does not decode them to extract text, and scans are large, so an image
 * may inflate to the whole budget. Read from the dictionary before the keyword: a lie here only
 * moves a stream into the larger bound, which the process limits still hold.
 */
function isImage(bytes: Buffer, keywordAt: number): boolean {
  const before = bytes.toString('latin1', Math.max(0, keywordAt - dictionaryLookBack), keywordAt)
  return /\/Subtype\s*\/Image\b/.test(before.slice(Math.max(0, before.lastIndexOf(' obj'))))
}

const refused = (what: string, limit: number) =>
  new UntrustedFileError(
    'file.tooLargeUncompressed',
    `${what} unpacks to more than ${Math.round(limit / 1024 / 1024)} MB; the file was refused (this looks like a PDF bomb)`,
  )

/**
 * Rejects with 422 `file.tooLargeUncompressed` when one stream inflates to more than
 * `limits.maxStreamBytes` (images: `maxInflatedBytes`) or all of them to more than
 * `limits.maxInflatedBytes` (or has more than `limits.maxStreams`: each costs a turn). Data that is no zlib stream is left to the parser. `inflated` counts
 * every byte zlib produced (for tests: the check stops early).
 */
export async function checkPdfStreams(
  bytes: Buffer,
  limits: PdfLimits,
  inflated: { bytes: number } = { bytes: 0 },
): Promise<void> {
  let total = 0
  let streamNumber = 0
  for (let at = bytes.indexOf(keyword); at >= 0; at = bytes.indexOf(keyword, at + keyword.length)) {
    if (at >= 3 && bytes.toString('latin1', at - 3, at) === 'end') continue
    const start = dataStartAfter(bytes, at)
    if (!startsZlib(bytes, start)) continue
    if (++streamNumber > limits.maxStreams)
      throw new UntrustedFileError(
        'file.tooManyEntries',
        `The PDF has more than ${limits.maxStreams} compressed streams; at most that many are accepted`,
      )
    const streamLimit = isImage(bytes, at) ? limits.maxInflatedBytes : limits.maxStreamBytes
    const left = limits.maxInflatedBytes - total
    // To the end of the file, not to the next `endstream`: zlib stops where the data ends, and
    // `endstream` written inside the compressed bytes must not cut the count short.
    const count = await countInflated(bytes.subarray(start), 'zlib', Math.min(streamLimit, left), inflated)
    if (count.overBound)
      throw streamLimit <= left
        ? refused(`Stream ${streamNumber} of the PDF (at byte ${at})`, streamLimit)
        : refused('The PDF', limits.maxInflatedBytes)
    total += count.bytes
  }
}
