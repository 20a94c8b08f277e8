// The tenant's posts with their ambassador and latest figures (the snapshot of the latest day).
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import {
  influencingAmbassadors,
  influencingPosts,
  influencingPostSnapshots,
} from '../db/influencing-tables.ts'
import { engagementRate, type PostFigures } from './figures.ts'

export interface PostView {
  readonly id: string
  readonly ambassadorId: string
  readonly ambassadorName: string
  readonly url: string
  readonly publishedOn: string
  readonly text: string
  readonly origin: string
  /** The latest snapshot's day and figures; null for a post without figures yet. */
  readonly figuresOn: string | null
  readonly figures: PostFigures | null
  readonly engagementRate: number | null
}

export async function loadPosts(
  db: Database,
  tenantGroup: string,
  range: { from?: string; to?: string } = {},
): Promise<PostView[]> {
  const conditions = [eq(influencingPosts.tenantGroup, tenantGroup)]
  if (range.from) conditions.push(gte(influencingPosts.publishedOn, range.from))
  if (range.to) conditions.push(lte(influencingPosts.publishedOn, range.to))
  const posts = await db
    .select({ post: influencingPosts, ambassadorName: influencingAmbassadors.name })
    .from(influencingPosts)
    .innerJoin(influencingAmbassadors, eq(influencingAmbassadors.id, influencingPosts.ambassadorId))
    .where(and(...conditions))
    .orderBy(desc(influencingPosts.publishedOn), asc(influencingPosts.url))
  const snapshots = await db
    .select()
    .from(influencingPostSnapshots)
    .where(eq(influencingPostSnapshots.tenantGroup, tenantGroup))
    .orderBy(asc(influencingPostSnapshots.takenOn))
  const latest = new Map<string, (typeof snapshots)[number]>()
  for (const snapshot of snapshots) latest.set(snapshot.postId, snapshot)
  return posts.map(({ post, ambassadorName }) => {
    const s = latest.get(post.id)
    const figures = s
      ? {
          impressions: s.impressions,
          membersReached: s.membersReached,
          reactions: s.reactions,
          comments: s.comments,
          reshares: s.reshares,
        }
      : null
    return {
      id: post.id,
      ambassadorId: post.ambassadorId,
      ambassadorName,
      url: post.url,
      publishedOn: post.publishedOn,
      text: post.text,
      origin: post.origin,
      figuresOn: s?.takenOn ?? null,
      figures,
      engagementRate: figures ? engagementRate(figures) : null,
    }
  })
}

/** One post's snapshots, oldest first (its figures over time). */
export async function loadSnapshots(db: Database, tenantGroup: string, postId: string) {
  return db
    .select({
      takenOn: influencingPostSnapshots.takenOn,
      impressions: influencingPostSnapshots.impressions,
      membersReached: influencingPostSnapshots.membersReached,
      reactions: influencingPostSnapshots.reactions,
      comments: influencingPostSnapshots.comments,
      reshares: influencingPostSnapshots.reshares,
    })
    .from(influencingPostSnapshots)
    .where(
      and(eq(influencingPostSnapshots.tenantGroup, tenantGroup), eq(influencingPostSnapshots.postId, postId)),
    )
    .orderBy(asc(influencingPostSnapshots.takenOn))
}
