// HTML (uploaded, or what mammoth makes of a DOCX) to text sections under their headings, with
// html-to-text: scripts, styles, images and link targets are dropped, text is never interpreted.
import { convert } from 'html-to-text'
import type { ExtractedUnit } from './extracted-document.ts'
import { headingMarker, splitMarkedHeadings } from './split-sections.ts'

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

export function htmlToSections(html: string): ExtractedUnit[] {
  const text = convert(html, {
    wordwrap: false,
    formatters: {
      // A heading becomes a line of its own that starts with the marker and its level.
      markHeading(elem, walk, builder) {
        builder.openBlock({ leadingLineBreaks: 2 })
        builder.addLiteral(`${headingMarker}${(elem as { name?: string }).name?.slice(1) ?? '1'}`)
        walk(elem.children ?? [], builder)
        builder.closeBlock({ trailingLineBreaks: 2 })
      },
      // A table row becomes a line with its cells between " | " ("Produkt | Packung | PZN"), as the
      // PDF and text readers give it: cells run together ("ProduktPackungPZN") are no words to search.
      tableRow(elem, walk, builder) {
        builder.openBlock({ leadingLineBreaks: 1 })
        const cells = (elem.children ?? []).filter(
          (child) => (child as { name?: string }).name === 'td' || (child as { name?: string }).name === 'th',
        )
        cells.forEach((cell, index) => {
          if (index > 0) builder.addInline(' | ')
          walk((cell as { children?: typeof cells }).children ?? [], builder)
        })
        builder.closeBlock({ trailingLineBreaks: 1 })
      },
    },
    selectors: [
      ...headings.map((selector) => ({ selector, format: 'markHeading' })),
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'tableRow' },
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'head', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
    ],
  })
  return splitMarkedHeadings(text)
}
