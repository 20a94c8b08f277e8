// Decides on the request path, before a file is stored, whether it is the type its name says:
// only the first bytes, a zip's central directory and its small [Content_Types].xml, or a compound
// file's directory entries are read; nothing else is inflated or parsed (that happens in the worker).
import { inflateZipEntry } from '../../files/inflate-zip-entry.ts'
import { inspectZip } from '../../files/inspect-zip.ts'
import { UntrustedFileError } from '../../files/untrusted-file-error.ts'
import { documentTypes, extensionOf, officeMainParts, supportedExtensions } from './document-types.ts'
import { knowledgeZipLimits } from './extract-limits.ts'
import { refuseZip } from './refuse-zip.ts'

export interface DocumentType {
  readonly extension: string
  readonly mediaType: string
}

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const wordDocumentName = Buffer.from('WordDocument\0', 'utf16le')
const maxContentTypesBytes = 256 * 1024

const mismatch = (extension: string, why: string) =>
  new UntrustedFileError('knowledge.typeMismatch', `The file's content is not a .${extension} file (${why})`)
const corrupt = (why: string) => new UntrustedFileError('knowledge.corrupt', `The file is damaged (${why})`)

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, i) => bytes[at + i] === byte)
}

function checkPdf(bytes: Buffer): void {
  // Readers accept the header anywhere in the first kilobyte (some producers write junk first).
  const at = bytes.subarray(0, 1024).indexOf('%PDF-')
  if (at < 0) throw mismatch('pdf', 'no %PDF- header')
  if (bytes.length < at + 32) throw corrupt('the PDF ends after its header')
}

function checkOffice(bytes: Buffer, extension: string): void {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    if (startsWith(bytes, oleSignature)) throw mismatch(extension, 'an older Office or encrypted file')
    throw mismatch(extension, 'not a ZIP archive')
  }
  let entries
  try {
    entries = inspectZip(bytes, knowledgeZipLimits)
  } catch (error) {
    throw refuseZip(error)
  }
  const types = entries.find((entry) => entry.name === '[Content_Types].xml')
  if (!types) throw mismatch(extension, 'no [Content_Types].xml')
  let xml: string
  try {
    xml = inflateZipEntry(bytes, types, maxContentTypesBytes).toString('utf8')
  } catch (error) {
    throw refuseZip(error)
  }
  if (!xml.includes(`ContentType="${officeMainParts[extension]}"`))
    throw mismatch(extension, 'its main part is of another kind')
}

/** Directory entries sit at 128-byte steps after the header; the one we need is a stream (type 2) named WordDocument. */
function hasWordDocumentStream(bytes: Buffer): boolean {
  const sectorSize = 1 << bytes.readUInt16LE(30)
  if (sectorSize !== 512 && sectorSize !== 4096) return false
  for (let at = sectorSize; at + 128 <= bytes.length; at += 128)
    if (
      bytes.readUInt16LE(at + 64) === 26 &&
      bytes[at + 66] === 2 &&
      bytes.subarray(at, at + 26).equals(wordDocumentName)
    )
      return true
  return false
}

function checkDoc(bytes: Buffer): void {
  if (!startsWith(bytes, oleSignature)) {
    if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw mismatch('doc', 'a ZIP archive (a .docx?)')
    throw mismatch('doc', 'not a Word 97-2003 compound file')
  }
  if (bytes.length < 1024) throw corrupt('the compound file is too short')
  if (!hasWordDocumentStream(bytes)) throw mismatch('doc', 'no WordDocument stream')
}

function checkText(bytes: Buffer, extension: string): void {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw mismatch(extension, 'not UTF-8 text')
  }
  if (bytes.includes(0)) throw mismatch(extension, 'text with a NUL byte')
}

/** The type of an uploaded document, by its extension and content; throws UntrustedFileError (knowledge.*). */
export function detectDocumentType(bytes: Uint8Array, filename: string): DocumentType {
  const extension = extensionOf(filename)
  const type = documentTypes[extension]
  if (!type)
    throw new UntrustedFileError(
      'knowledge.unsupportedType',
      `Files of type ${extension ? `.${extension}` : 'without extension'} are not accepted; accepted are ${supportedExtensions.join(', ')}`,
    )
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (type.format === 'pdf') checkPdf(buffer)
  else if (type.format === 'docx' || type.format === 'pptx') checkOffice(buffer, extension)
  else if (type.format === 'doc') checkDoc(buffer)
  else checkText(buffer, extension)
  return { extension, mediaType: type.mediaType }
}
