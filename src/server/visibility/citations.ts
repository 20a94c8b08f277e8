// The citations of an answer: the http(s) URLs the model gave (bare or as markdown links), each once,
// typed by its domain: the project's own domains, a competitor's, a health portal, a retailer
// (pharmacies and shops), or other. A domain matches itself and its subdomains ("shop.example.de" is
// "example.de"); "www." is dropped.
import type { VisibilityCitation } from '../db/visibility-tables.ts'

export type CitationType = 'own' | 'competitor' | 'healthPortal' | 'retailer' | 'other'
export const citationTypes: readonly CitationType[] = [
  'own',
  'competitor',
  'healthPortal',
  'retailer',
  'other',
]

/** Health portals of the markets served (DE, AT, CH, FR) and international ones. */
export const healthPortalDomains = [
  'apotheken-umschau.de',
  'gesund.bund.de',
  'netdoktor.de',
  'netdoktor.at',
  'netdoktor.ch',
  'onmeda.de',
  'gelbe-liste.de',
  'gesundheit.gv.at',
  'gesundheitsinformation.de',
  'aponet.de',
  'msdmanuals.com',
  'ameli.fr',
  'vidal.fr',
  'doctissimo.fr',
  'passeportsante.net',
  'sante.fr',
  'compendium.ch',
  'nhs.uk',
  'who.int',
  'mayoclinic.org',
  'wikipedia.org',
]

/** Online pharmacies and shops. */
export const retailerDomains = [
  'shop-apotheke.com',
  'shop-apotheke.at',
  'redcare-apotheke.ch',
  'docmorris.de',
  'medpex.de',
  'apodiscounter.de',
  'mycare.de',
  'sanicare.de',
  'aponeo.de',
  'dm.de',
  'rossmann.de',
  'amazon.de',
  'amazon.fr',
  'amazon.com',
  'pharmacie-lafayette.com',
  'newpharma.fr',
  'pharma-gdd.com',
  'galaxus.ch',
  'zurrose.ch',
]

export interface CitationDomains {
  readonly ownDomains: readonly string[]
  readonly competitors: readonly { readonly domains: readonly string[] }[]
}

const urlPattern = /https?:\/\/[^\s<>"'`)\]]+/giu
const trailing = /[.,;:!?»”’*_]+$/u

export const normaliseDomain = (domain: string) =>
  domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/^www\./, '')

const within = (domain: string, list: readonly string[]) =>
  list.some((d) => {
    const wanted = normaliseDomain(d)
    return wanted !== '' && (domain === wanted || domain.endsWith(`.${wanted}`))
  })

export function citationType(domain: string, project: CitationDomains): CitationType {
  if (within(domain, project.ownDomains)) return 'own'
  if (project.competitors.some((c) => within(domain, c.domains))) return 'competitor'
  if (within(domain, healthPortalDomains)) return 'healthPortal'
  if (within(domain, retailerDomains)) return 'retailer'
  return 'other'
}

/** Where the answer's URLs stand: a name inside an address ("zyrtomax.de") is a citation, not a mention. */
export function urlSpans(text: string): { start: number; end: number }[] {
  return [...text.matchAll(urlPattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }))
}

export function extractCitations(text: string, project: CitationDomains): VisibilityCitation[] {
  const seen = new Set<string>()
  const citations: VisibilityCitation[] = []
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(trailing, '')
    let domain: string
    try {
      domain = normaliseDomain(new URL(url).hostname)
    } catch {
      continue
    }
    if (!domain || seen.has(url)) continue
    seen.add(url)
    citations.push({ url, domain, type: citationType(domain, project) })
  }
  return citations
}

/** Citations counted by type (the columns the figures read). */
export function countCitations(citations: readonly VisibilityCitation[]): Record<CitationType, number> {
  const counts: Record<CitationType, number> = {
    own: 0,
    competitor: 0,
    healthPortal: 0,
    retailer: 0,
    other: 0,
  }
  for (const c of citations) counts[c.type as CitationType] += 1
  return counts
}
