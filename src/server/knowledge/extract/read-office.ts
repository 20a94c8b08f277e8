// Reads DOCX (mammoth to HTML, then sections by headings), PPTX (the slide XML in presentation
// order, with the speaker notes) and Word 97 .doc (word-extractor). The guard (readUntrustedFile)
// has already inflated every archive entry as a counted stream before this worker started, so a bomb
// that lies about its sizes never reaches mammoth; PPTX parts are read within their declared size.
import mammoth from 'mammoth'
import WordExtractor from 'word-extractor'
import { inflateZipEntry } from '../../files/inflate-zip-entry.ts'
import { inspectZip, type ZipEntrySummary } from '../../files/inspect-zip.ts'
import type { ZipLimits } from '../../files/file-limits.ts'
import type { ExtractedUnit } from './extracted-document.ts'
import { htmlToSections } from './read-html.ts'
import { Refusal } from './refusal.ts'
import { splitPlainText } from './split-plain.ts'

const entriesOf = (bytes: Buffer, limits: ZipLimits): ZipEntrySummary[] => inspectZip(bytes, limits)

export async function readDocx(bytes: Buffer, limits: ZipLimits): Promise<ExtractedUnit[]> {
  entriesOf(bytes, limits)
  // Images are not read at all (mammoth would otherwise inline each as base64): only text is indexed.
  const skipImage = mammoth.images.imgElement(() => Promise.resolve({ src: '' }))
  const { value } = await mammoth.convertToHtml({ buffer: bytes }, { convertImage: skipImage })
  return htmlToSections(value)
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, code: string) =>
      String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
    )
    .replace(/&amp;/g, '&')

function paragraphsOf(xml: string): string[] {
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>|<a:p [^>]*>([\s\S]*?)<\/a:p>/g)]
    .map((m) => (m[1] ?? m[2] ?? '').replace(/<a:br\/>/g, '\n'))
    .map((p) =>
      [...p.matchAll(/<a:t>([^<]*)<\/a:t>|<a:t [^>]*>([^<]*)<\/a:t>|\n/g)]
        .map((t) => (t[0] === '\n' ? '\n' : decodeXml(t[1] ?? t[2] ?? '')))
        .join(''),
    )
    .map((p) => p.trim())
    .filter(Boolean)
}

const placeholderOf = (shape: string) => /<p:ph[^>]*type="(\w+)"/.exec(shape)?.[1] ?? 'body'
const shapesOf = (xml: string) => [...xml.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)].map((m) => m[0])

function resolvePart(from: string, target: string): string {
  const parts = from.split('/').slice(0, -1)
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop()
    else if (piece !== '.') parts.push(piece)
  }
  return parts.join('/')
}

function relationshipsOf(read: (name: string) => string | null, part: string): Map<string, string> {
  const name = resolvePart(part, `_rels/${part.split('/').pop()}.rels`)
  const xml = read(name) ?? ''
  const map = new Map<string, string>()
  for (const m of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /Id="([^"]+)"/.exec(m[0])?.[1]
    const target = /Target="([^"]+)"/.exec(m[0])?.[1]
    if (id && target) map.set(id, target.startsWith('/') ? target.slice(1) : resolvePart(part, target))
  }
  return map
}

export function readPptx(bytes: Buffer, limits: ZipLimits): ExtractedUnit[] {
  const entries = entriesOf(bytes, limits)
  const read = (name: string) => {
    const entry = entries.find((e) => e.name === name)
    return entry ? inflateZipEntry(bytes, entry, limits.maxUncompressedBytes).toString('utf8') : null
  }
  const presentation = read('ppt/presentation.xml')
  if (!presentation) throw new Refusal('knowledge.corrupt', 'The presentation has no ppt/presentation.xml')
  const slideParts = relationshipsOf(read, 'ppt/presentation.xml')
  const ids = [...presentation.matchAll(/<p:sldId\b[^>]*r:id="([^"]+)"/g)].map((m) => m[1]!)
  return ids.flatMap((id, index) => {
    const part = slideParts.get(id)
    const xml = part ? read(part) : null
    if (!xml) return []
    const shapes = shapesOf(xml)
    const isTitle = (shape: string) => ['title', 'ctrTitle'].includes(placeholderOf(shape))
    const title = shapes.filter(isTitle).flatMap(paragraphsOf).join(' ')
    const body = paragraphsOf(
      shapes.filter((s) => !isTitle(s)).join('') + xml.replace(/<p:sp>[\s\S]*?<\/p:sp>/g, ''),
    )
    const notesPart = [...relationshipsOf(read, part!).values()].find((target) =>
      target.includes('notesSlide'),
    )
    const notesXml = notesPart ? read(notesPart) : null
    const notes = notesXml
      ? shapesOf(notesXml)
          .filter((s) => placeholderOf(s) === 'body')
          .flatMap(paragraphsOf)
      : []
    // Each bullet and each note paragraph is a paragraph of its own for chunking and quoting.
    const text = [...body, ...notes].join('\n\n')
    return [{ kind: 'slide' as const, number: index + 1, heading: title, text }]
  })
}

export async function readDoc(bytes: Buffer): Promise<ExtractedUnit[]> {
  const document = await new WordExtractor().extract(bytes)
  return splitPlainText(document.getBody())
}
