// The Content-Disposition of every file the API sends (exports, the rejected-rows report). A file
// name may hold any character a user typed (`Übersicht €.csv`), but a header value may not: Node
// refuses characters outside Latin-1 (ERR_INVALID_CHAR, a 500 before any security header was set).
// RFC 6266 names the file twice: `filename*` with the UTF-8 name percent-encoded (RFC 8187), which
// every current browser reads, and `filename` with an ASCII stand-in for the others.

/** RFC 8187 attr-char: what `filename*` may carry without percent-encoding. */
const ATTR_CHAR = /[A-Za-z0-9!#$&+.^_`|~-]/

/** The name in ASCII: accents dropped (Ü -> U), any other character outside printable ASCII, quotes and backslashes as `_`. */
export function asciiFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
}

function encodeExtValue(name: string): string {
  let encoded = ''
  for (const byte of Buffer.from(name, 'utf8')) {
    const char = String.fromCharCode(byte)
    encoded += byte < 0x80 && ATTR_CHAR.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return encoded
}

/** `attachment; filename="ASCII stand-in"; filename*=UTF-8''percent-encoded` (the second only when the name is not plain ASCII). */
export function attachmentDisposition(fileName: string): string {
  const fallback = asciiFileName(fileName)
  const plain = fallback === fileName
  return `attachment; filename="${fallback}"${plain ? '' : `; filename*=UTF-8''${encodeExtValue(fileName)}`}`
}
