// The figures of corporate influencing (decision 0103), pure: the same posts give the same figures.
// Every rate keeps its denominator: a rate over nothing is null ("no rate"), never NaN or 0.

export interface PostFigures {
  readonly impressions: number
  readonly membersReached: number | null
  readonly reactions: number
  readonly comments: number
  readonly reshares: number
}

export const engagementsOf = (f: PostFigures) => f.reactions + f.comments + f.reshares

/** (reactions + comments + reshares) / impressions; null when there are no impressions. */
export function engagementRate(
  f: Pick<PostFigures, 'impressions' | 'reactions' | 'comments' | 'reshares'>,
): number | null {
  return f.impressions > 0 ? (f.reactions + f.comments + f.reshares) / f.impressions : null
}

export interface Totals {
  posts: number
  impressions: number
  /** Summed over posts that report it; null when none does. */
  membersReached: number | null
  reactions: number
  comments: number
  reshares: number
  engagements: number
  engagementRate: number | null
}

export function emptyTotals(): Totals {
  return {
    posts: 0,
    impressions: 0,
    membersReached: null,
    reactions: 0,
    comments: 0,
    reshares: 0,
    engagements: 0,
    engagementRate: null,
  }
}

/** Adds one post's latest figures to running totals (and recomputes the rate). */
export function addPost(totals: Totals, f: PostFigures | null): Totals {
  totals.posts += 1
  if (f) {
    totals.impressions += f.impressions
    if (f.membersReached !== null) totals.membersReached = (totals.membersReached ?? 0) + f.membersReached
    totals.reactions += f.reactions
    totals.comments += f.comments
    totals.reshares += f.reshares
    totals.engagements += engagementsOf(f)
  }
  totals.engagementRate = engagementRate(totals)
  return totals
}

/** The period a day falls in: `2026-03` by month, the ISO week's Monday `2026-03-02` by week. */
export function periodOf(day: string, by: 'week' | 'month'): string {
  if (by === 'month') return day.slice(0, 7)
  const at = new Date(`${day}T00:00:00Z`)
  const weekday = (at.getUTCDay() + 6) % 7 // Monday 0
  return new Date(at.getTime() - weekday * 86_400_000).toISOString().slice(0, 10)
}
