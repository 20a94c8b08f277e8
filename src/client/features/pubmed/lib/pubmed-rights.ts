import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

function mayCall(user: AccessUser | null, id: string): boolean {
  const endpoint = endpoints.find((candidate) => candidate.id === id)
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** Whether the user's group has the chatbot (the rule the server enforces on POST /api/pubmed/questions). */
export const canAskPubmed = (user: AccessUser | null) => mayCall(user, 'pubmed-questions-ask')
/** Whether the user may import literature into the tenant's collection (ADMIN and up). */
export const canImportLiterature = (user: AccessUser | null) => mayCall(user, 'pubmed-library-import')
/** Whether the user keeps the installation's NCBI settings (ROOT). */
export const canManageNcbi = (user: AccessUser | null) => mayCall(user, 'pubmed-settings-update')

/** The answer text cut at its [PMID] markers: text parts and PMIDs, in order. */
export function splitCitations(text: string): ({ text: string } | { pmid: string })[] {
  const parts: ({ text: string } | { pmid: string })[] = []
  let at = 0
  for (const match of text.matchAll(/\[(\d{1,9})\]/g)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) })
    parts.push({ pmid: match[1]! })
    at = match.index + match[0].length
  }
  if (at < text.length) parts.push({ text: text.slice(at) })
  return parts
}

export const pubmedRecordUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`
