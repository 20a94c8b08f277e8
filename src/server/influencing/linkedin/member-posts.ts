// A member's posts and their figures from LinkedIn's API: the member from OpenID userinfo, the posts
// (Posts API, author finder, paged by start/count) and each post's totals from the Member Post
// Analytics API (memberCreatorPostAnalytics, entity finder, one call per metric).
import type { PostFigures } from '../figures.ts'
import { getApi, LinkedinError } from './linkedin-client.ts'

export interface MemberPost {
  urn: string
  publishedOn: string
  text: string
}

const metrics = {
  impressions: 'IMPRESSION',
  membersReached: 'MEMBERS_REACHED',
  reactions: 'REACTION',
  comments: 'COMMENT',
  reshares: 'RESHARE',
} as const

/** The member's person URN (urn:li:person:<sub>). */
export async function memberUrnOf(token: string, signal?: AbortSignal): Promise<string> {
  const info = await getApi<{ sub?: unknown }>(token, '/v2/userinfo', '', signal)
  if (typeof info.sub !== 'string' || !info.sub)
    throw new LinkedinError('influencing.linkedinBadAnswer', 'LinkedIn named no member')
  return `urn:li:person:${info.sub}`
}

const restliValue = (urn: string) => encodeURIComponent(urn)

/** The member's posts, page by page (newest first, as LinkedIn lists them). */
export async function* memberPostPages(
  token: string,
  memberUrn: string,
  pageSize: number,
  signal?: AbortSignal,
): AsyncIterable<MemberPost[]> {
  for (let start = 0; ; start += pageSize) {
    const page = await getApi<{ elements?: unknown; paging?: { total?: number } }>(
      token,
      '/rest/posts',
      `q=author&author=${restliValue(memberUrn)}&count=${pageSize}&start=${start}`,
      signal,
    )
    if (!Array.isArray(page.elements))
      throw new LinkedinError('influencing.linkedinBadAnswer', "LinkedIn's posts answer has no elements")
    const posts = page.elements.flatMap((element: Record<string, unknown>) => {
      const published = element.publishedAt ?? element.createdAt
      if (typeof element.id !== 'string' || typeof published !== 'number') return []
      return [
        {
          urn: element.id,
          publishedOn: new Date(published).toISOString().slice(0, 10),
          text: typeof element.commentary === 'string' ? element.commentary : '',
        },
      ]
    })
    if (posts.length > 0) yield posts
    const total = typeof page.paging?.total === 'number' ? page.paging.total : null
    if (page.elements.length < pageSize || (total !== null && start + page.elements.length >= total)) return
  }
}

/** A post's lifetime totals; LinkedIn counts members reached only for some posts (else null). */
export async function postFigures(token: string, urn: string, signal?: AbortSignal): Promise<PostFigures> {
  const kind = urn.startsWith('urn:li:ugcPost:') ? 'ugc' : 'share'
  const values: Record<string, number | null> = {}
  for (const [field, queryType] of Object.entries(metrics)) {
    const answer = await getApi<{ elements?: { count?: unknown }[] }>(
      token,
      '/rest/memberCreatorPostAnalytics',
      `q=entity&entity=(${kind}:${restliValue(urn)})&queryType=${queryType}&aggregation=TOTAL`,
      signal,
    )
    const count = answer.elements?.[0]?.count
    values[field] =
      typeof count === 'number' && Number.isFinite(count) && count >= 0 ? Math.round(count) : null
  }
  return {
    impressions: values.impressions ?? 0,
    membersReached: values.membersReached ?? null,
    reactions: values.reactions ?? 0,
    comments: values.comments ?? 0,
    reshares: values.reshares ?? 0,
  }
}
