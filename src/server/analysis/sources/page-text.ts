// A fetched page or a feed entry's HTML to plain text with the knowledge extractor's HTML reader
// (scripts, styles and images dropped, nothing interpreted), and a page's <title>.
import { htmlToSections } from '../../knowledge/extract/read-html.ts'
import { decodeXmlEntities } from './parse-feed.ts'

export function htmlToText(html: string): string {
  if (!/<[a-z!/]/i.test(html)) return html.trim()
  return htmlToSections(html)
    .map((unit) => {
      const heading = unit.heading.split(' > ').at(-1) ?? ''
      return heading ? `${heading}\n${unit.text}` : unit.text
    })
    .join('\n\n')
    .trim()
}

export function pageTitle(html: string): string | null {
  const match = /<title[^>]*>([\s\S]{0,500}?)<\/title>/i.exec(html)
  const title = match ? decodeXmlEntities(match[1]!.replace(/\s+/g, ' ').trim()) : ''
  return title || null
}
