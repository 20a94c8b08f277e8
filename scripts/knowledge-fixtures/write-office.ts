// Writes minimal but valid DOCX and PPTX archives by hand (the parts Word, PowerPoint, mammoth and
// LibreOffice need), with the zip builder the file-guard tests use.
import { zipOf } from '../../tests/fixtures/files/zip-builder.ts'

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
const relsNs = 'http://schemas.openxmlformats.org/package/2006/relationships'
const officeRel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const w = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const a = 'http://schemas.openxmlformats.org/drawingml/2006/main'
const p = 'http://schemas.openxmlformats.org/presentationml/2006/main'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function rels(items: { id: string; type: string; target: string }[]): Buffer {
  const body = items
    .map((r) => `<Relationship Id="${r.id}" Type="${officeRel}/${r.type}" Target="${r.target}"/>`)
    .join('')
  return Buffer.from(`${xmlHead}<Relationships xmlns="${relsNs}">${body}</Relationships>`)
}

function contentTypes(overrides: Record<string, string>): Buffer {
  const body = Object.entries(overrides)
    .map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`)
    .join('')
  return Buffer.from(
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${body}</Types>`,
  )
}

export type DocxBlock = { readonly heading: string; readonly level: 1 | 2 } | { readonly paragraph: string }

const wordMain = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'

export function writeDocx(blocks: readonly DocxBlock[]): Buffer {
  const body = blocks
    .map((block) =>
      'heading' in block
        ? `<w:p><w:pPr><w:pStyle w:val="Heading${block.level}"/></w:pPr><w:r><w:t xml:space="preserve">${escape(block.heading)}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${escape(block.paragraph)}</w:t></w:r></w:p>`,
    )
    .join('')
  const style = (level: number) =>
    `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/><w:basedOn w:val="Normal"/><w:pPr><w:outlineLvl w:val="${level - 1}"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>`
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes({
        '/word/document.xml': wordMain,
        '/word/styles.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml',
      }),
    },
    {
      name: '_rels/.rels',
      data: rels([{ id: 'rId1', type: 'officeDocument', target: 'word/document.xml' }]),
    },
    {
      name: 'word/_rels/document.xml.rels',
      data: rels([{ id: 'rId1', type: 'styles', target: 'styles.xml' }]),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(`${xmlHead}<w:document xmlns:w="${w}"><w:body>${body}</w:body></w:document>`),
    },
    {
      name: 'word/styles.xml',
      data: Buffer.from(
        `${xmlHead}<w:styles xmlns:w="${w}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${style(1)}${style(2)}</w:styles>`,
      ),
    },
  ])
}

/** A DOCX whose document.xml is `bytes` of spaces after a heading: about a thousandfold compression. */
export function writeDocxBomb(bytes: number): Buffer {
  const docx = `${xmlHead}<w:document xmlns:w="${w}"><w:body><w:p><w:r><w:t>Bombe</w:t></w:r></w:p>`
  const data = Buffer.alloc(bytes, 0x20)
  data.write(docx)
  data.write('</w:body></w:document>', bytes - 22)
  return zipOf([
    { name: '[Content_Types].xml', data: contentTypes({ '/word/document.xml': wordMain }) },
    {
      name: '_rels/.rels',
      data: rels([{ id: 'rId1', type: 'officeDocument', target: 'word/document.xml' }]),
    },
    { name: 'word/document.xml', data },
  ])
}

export interface Slide {
  readonly title: string
  readonly body: readonly string[]
  readonly notes?: string
}

const shape = (id: number, placeholder: string, paragraphs: readonly string[]) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="s${id}"/><p:cNvSpPr/><p:nvPr><p:ph type="${placeholder}"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${paragraphs.map((t) => `<a:p><a:r><a:t>${escape(t)}</a:t></a:r></a:p>`).join('')}</p:txBody></p:sp>`

const tree = (shapes: string) =>
  `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld>`

export function writePptx(slides: readonly Slide[]): Buffer {
  const pml = 'application/vnd.openxmlformats-officedocument.presentationml'
  const types: Record<string, string> = { '/ppt/presentation.xml': `${pml}.presentation.main+xml` }
  const entries: { name: string; data: Buffer }[] = []
  // Part names run backwards (slide 1 is slideN.xml): the order must come from presentation.xml, as in real decks.
  const partOf = (i: number) => slides.length - i
  slides.forEach((slide, i) => {
    const n = partOf(i)
    types[`/ppt/slides/slide${n}.xml`] = `${pml}.slide+xml`
    entries.push({
      name: `ppt/slides/slide${n}.xml`,
      data: Buffer.from(
        `${xmlHead}<p:sld xmlns:a="${a}" xmlns:p="${p}" xmlns:r="${officeRel}">${tree(shape(2, 'title', [slide.title]) + shape(3, 'body', slide.body))}</p:sld>`,
      ),
    })
    if (slide.notes) {
      types[`/ppt/notesSlides/notesSlide${n}.xml`] = `${pml}.notesSlide+xml`
      entries.push({
        name: `ppt/slides/_rels/slide${n}.xml.rels`,
        data: rels([{ id: 'rId2', type: 'notesSlide', target: `../notesSlides/notesSlide${n}.xml` }]),
      })
      entries.push({
        name: `ppt/notesSlides/notesSlide${n}.xml`,
        data: Buffer.from(
          `${xmlHead}<p:notes xmlns:a="${a}" xmlns:p="${p}" xmlns:r="${officeRel}">${tree(shape(2, 'sldNum', [String(n)]) + shape(3, 'body', [slide.notes]))}</p:notes>`,
        ),
      })
    }
  })
  const ids = slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 1}"/>`).join('')
  return zipOf([
    { name: '[Content_Types].xml', data: contentTypes(types) },
    {
      name: '_rels/.rels',
      data: rels([{ id: 'rId1', type: 'officeDocument', target: 'ppt/presentation.xml' }]),
    },
    {
      name: 'ppt/presentation.xml',
      data: Buffer.from(
        `${xmlHead}<p:presentation xmlns:a="${a}" xmlns:p="${p}" xmlns:r="${officeRel}"><p:sldIdLst>${ids}</p:sldIdLst></p:presentation>`,
      ),
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: rels(
        slides.map((_, i) => ({ id: `rId${i + 1}`, type: 'slide', target: `slides/slide${partOf(i)}.xml` })),
      ),
    },
    ...entries,
  ])
}
