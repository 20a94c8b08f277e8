// The programme manager's dashboard from the year's posts (decision 0103), pure: reach and engagement
// per week or month (by the post's day, with each post's latest figures), a row per ambassador, the
// top posts, posts per topic (keyword lists), the share of posts naming own products, and the score.
import { compileKeywords, matchKeywords, type MatchKeyword } from '../analysis/match/match-keywords.ts'
import { addPost, emptyTotals, engagementsOf, periodOf, type Totals } from './figures.ts'
import type { PostView } from './load-posts.ts'
import { programmeScore, type ProgrammeScore } from './programme-score.ts'

export interface DashboardInput {
  readonly year: number
  readonly by: 'week' | 'month'
  readonly today: string
  readonly posts: readonly PostView[]
  readonly ambassadors: readonly { id: string; name: string; consentOn: string }[]
  readonly topics: readonly { name: string; keywords: readonly string[] }[]
  readonly products: { readonly readable: boolean; readonly terms: readonly MatchKeyword[] }
}

export const topPostCount = 10

export interface Dashboard {
  year: number
  by: 'week' | 'month'
  totals: Totals
  series: (Totals & { period: string })[]
  ambassadors: (Totals & { id: string; name: string; lastPostOn: string | null })[]
  topPosts: {
    id: string
    url: string
    ambassadorName: string
    publishedOn: string
    impressions: number
    engagements: number
    engagementRate: number | null
  }[]
  topics: (Totals & { name: string })[]
  products: {
    readable: boolean
    terms: number
    postsNaming: number
    share: number | null
    named: { term: string; posts: number }[]
  }
  score: ProgrammeScore
}

export function buildDashboard(input: DashboardInput): Dashboard {
  const posts = input.posts.filter((p) => p.publishedOn.startsWith(`${input.year}-`))
  const totals = emptyTotals()
  const periods = new Map<string, Totals>()
  const perAmbassador = new Map(
    input.ambassadors.map((a) => [a.id, { totals: emptyTotals(), lastPostOn: null as string | null }]),
  )
  const topics = input.topics.map((topic, index) => ({
    name: topic.name,
    id: String(index),
    keywords: topic.keywords,
    totals: emptyTotals(),
  }))
  const topicMatcher = compileKeywords(
    topics.flatMap((t) => t.keywords.map((k, i) => ({ id: `${t.id}:${i}`, term: k }))),
  )
  const productMatcher = compileKeywords(input.products.terms)
  const named = new Map<string, number>()
  let postsNaming = 0
  for (const post of posts) {
    addPost(totals, post.figures)
    const period = periodOf(post.publishedOn, input.by)
    periods.set(period, addPost(periods.get(period) ?? emptyTotals(), post.figures))
    const own = perAmbassador.get(post.ambassadorId)
    if (own) {
      addPost(own.totals, post.figures)
      if (!own.lastPostOn || post.publishedOn > own.lastPostOn) own.lastPostOn = post.publishedOn
    }
    const topicIds = new Set(matchKeywords(post.text, topicMatcher).map((hit) => hit.keywordId.split(':')[0]))
    for (const topic of topics) if (topicIds.has(topic.id)) addPost(topic.totals, post.figures)
    const terms = new Set(matchKeywords(post.text, productMatcher).map((hit) => hit.keywordId))
    if (terms.size > 0) postsNaming++
    for (const term of terms) named.set(term, (named.get(term) ?? 0) + 1)
  }
  const byEngagement = [...posts]
    .filter((p) => p.figures)
    .sort(
      (a, b) =>
        engagementsOf(b.figures!) - engagementsOf(a.figures!) ||
        b.figures!.impressions - a.figures!.impressions ||
        a.url.localeCompare(b.url),
    )
  return {
    year: input.year,
    by: input.by,
    totals,
    series: [...periods.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, t]) => ({ period, ...t })),
    ambassadors: input.ambassadors
      .map((a) => ({
        id: a.id,
        name: a.name,
        lastPostOn: perAmbassador.get(a.id)!.lastPostOn,
        ...perAmbassador.get(a.id)!.totals,
      }))
      .sort((a, b) => b.impressions - a.impressions || a.name.localeCompare(b.name)),
    topPosts: byEngagement.slice(0, topPostCount).map((p) => ({
      id: p.id,
      url: p.url,
      ambassadorName: p.ambassadorName,
      publishedOn: p.publishedOn,
      impressions: p.figures!.impressions,
      engagements: engagementsOf(p.figures!),
      engagementRate: p.engagementRate,
    })),
    topics: topics.map((t) => ({ name: t.name, ...t.totals })),
    products: {
      readable: input.products.readable,
      terms: input.products.terms.length,
      postsNaming,
      share: posts.length > 0 && input.products.readable ? postsNaming / posts.length : null,
      named: [...named.entries()]
        .map(([term, count]) => ({ term, posts: count }))
        .sort((a, b) => b.posts - a.posts || a.term.localeCompare(b.term)),
    },
    score: programmeScore({
      year: input.year,
      today: input.today,
      ambassadors: input.ambassadors,
      posts,
      engagementRate: totals.engagementRate,
    }),
  }
}
