// The yearly programme score (decision 0103), 0 to 100:
//   score = 100 x (0.4 x A + 0.3 x R + 0.3 x min(E / 0.05, 1))
// A: active-ambassador rate - ambassadors with at least one post in the year / ambassadors who had
//    consented by the end of the period;
// R: posting regularity - the mean, over those ambassadors, of (months with a post / months of the
//    period); the period is the whole year, or January to this month for the current year;
// E: the team's engagement rate over the year's posts; 5 % (a strong LinkedIn rate) counts in full.
// No ambassador: no score (null). No impressions: E counts 0, and the parts say so.

export const scoreWeights = { active: 0.4, regularity: 0.3, engagement: 0.3 } as const
export const engagementTarget = 0.05
export const scoreFormula = '100 × (0.4 × A + 0.3 × R + 0.3 × min(E / 5 %, 1))'

export interface ScoreInput {
  readonly year: number
  /** Today (UTC), to cut the current year at its month. */
  readonly today: string
  readonly ambassadors: readonly { id: string; consentOn: string }[]
  /** The year's posts: who and when. */
  readonly posts: readonly { ambassadorId: string; publishedOn: string }[]
  /** The team's engagement rate over the year's posts. */
  readonly engagementRate: number | null
}

export interface ProgrammeScore {
  readonly year: number
  readonly score: number | null
  readonly months: number
  readonly ambassadors: number
  readonly activeAmbassadors: number
  readonly activeRate: number | null
  readonly regularity: number | null
  readonly engagementRate: number | null
  readonly formula: string
}

export function programmeScore(input: ScoreInput): ProgrammeScore {
  const thisYear = Number(input.today.slice(0, 4))
  const months = input.year < thisYear ? 12 : input.year === thisYear ? Number(input.today.slice(5, 7)) : 0
  const lastDay = months === 0 ? `${input.year}-01-01` : `${input.year}-${String(months).padStart(2, '0')}-31`
  const counted = input.ambassadors.filter((a) => a.consentOn <= lastDay)
  const monthsWithPost = new Map<string, Set<string>>()
  for (const post of input.posts) {
    if (!post.publishedOn.startsWith(`${input.year}-`) || post.publishedOn > lastDay) continue
    const set = monthsWithPost.get(post.ambassadorId) ?? new Set<string>()
    set.add(post.publishedOn.slice(0, 7))
    monthsWithPost.set(post.ambassadorId, set)
  }
  const base = {
    year: input.year,
    months,
    ambassadors: counted.length,
    engagementRate: input.engagementRate,
    formula: scoreFormula,
  }
  if (counted.length === 0 || months === 0)
    return { ...base, score: null, activeAmbassadors: 0, activeRate: null, regularity: null }
  const active = counted.filter((a) => monthsWithPost.has(a.id)).length
  const activeRate = active / counted.length
  const regularity =
    counted.reduce((sum, a) => sum + (monthsWithPost.get(a.id)?.size ?? 0) / months, 0) / counted.length
  const engagement = Math.min((input.engagementRate ?? 0) / engagementTarget, 1)
  const score =
    100 *
    (scoreWeights.active * activeRate +
      scoreWeights.regularity * regularity +
      scoreWeights.engagement * engagement)
  return { ...base, score: Math.round(score * 10) / 10, activeAmbassadors: active, activeRate, regularity }
}
