// The encoding of an uploaded text file: a byte-order mark decides; otherwise valid UTF-8 is UTF-8,
// text with a zero byte in every other position is UTF-16 without a mark, and anything else is
// Windows-1252 (what German and French Excel write as "CSV"). The user may override the guess.

export const textEncodings = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const
export type TextEncoding = (typeof textEncodings)[number]

function byteOrderMark(bytes: Uint8Array): TextEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return undefined
}

function zeroBytesAt(bytes: Uint8Array, parity: 0 | 1, sample: number): number {
  let zeros = 0
  for (let i = parity; i < sample; i += 2) if (bytes[i] === 0) zeros++
  return zeros
}

export function detectEncoding(bytes: Uint8Array): TextEncoding {
  const marked = byteOrderMark(bytes)
  if (marked) return marked
  const sample = Math.min(bytes.length, 4096)
  const pairs = sample / 2
  // ASCII text in UTF-16 has a zero in every other byte; a few zeros elsewhere are just bad cells.
  if (pairs >= 1 && zeroBytesAt(bytes, 1, sample) > pairs * 0.3) return 'utf-16le'
  if (pairs >= 1 && zeroBytesAt(bytes, 0, sample) > pairs * 0.3) return 'utf-16be'
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/** The text of `bytes` in `encoding`, without a byte-order mark. */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  // TextDecoder drops a BOM of its own encoding (ignoreBOM false).
  return new TextDecoder(encoding).decode(bytes)
}
