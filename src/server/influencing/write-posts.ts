// Writes posts and their figures in one transaction, idempotently: a post is found by its canonical
// address (tenant, url) and a snapshot by (post, day), so importing the same export twice leaves the
// same rows, and a later export of the same post adds the day's figures beside the earlier ones.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { influencingPosts, influencingPostSnapshots } from '../db/influencing-tables.ts'
import type { ImportRow } from './read-export-rows.ts'

export interface WriteResult {
  postsCreated: number
  postsUpdated: number
  snapshots: number
}

const batchSize = 500

export async function writePosts(
  db: Database,
  tenantGroup: string,
  rows: readonly ImportRow[],
  origin: 'import' | 'manual' | 'linkedin',
): Promise<WriteResult & { ids: Map<string, string> }> {
  // A file may hold several days of one post: the post is written once, from its last row.
  const byUrl = new Map<string, ImportRow>()
  for (const row of rows) byUrl.set(row.url, row)
  const posts = [...byUrl.values()]
  const ids = new Map<string, string>()
  const result: WriteResult = { postsCreated: 0, postsUpdated: 0, snapshots: 0 }
  const now = new Date()
  await db.transaction(async (tx) => {
    for (let start = 0; start < posts.length; start += batchSize) {
      const written = await tx
        .insert(influencingPosts)
        .values(
          posts.slice(start, start + batchSize).map((row) => ({
            id: randomUUID(),
            tenantGroup,
            ambassadorId: row.ambassadorId,
            url: row.url,
            publishedOn: row.publishedOn,
            text: row.text ?? '',
            origin,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [influencingPosts.tenantGroup, influencingPosts.url],
          set: {
            ambassadorId: sql`excluded.ambassador_id`,
            publishedOn: sql`excluded.published_on`,
            // An export without the text keeps the text a manual entry or an earlier export gave.
            text: sql`coalesce(nullif(excluded.text, ''), ${influencingPosts.text})`,
            origin: sql`excluded.origin`,
            updatedAt: now,
          },
        })
        .returning({ id: influencingPosts.id, url: influencingPosts.url, inserted: sql<boolean>`(xmax = 0)` })
      for (const post of written) {
        ids.set(post.url, post.id)
        if (post.inserted) result.postsCreated++
        else result.postsUpdated++
      }
    }
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize)
      await tx
        .insert(influencingPostSnapshots)
        .values(
          batch.map((row) => ({
            id: randomUUID(),
            tenantGroup,
            postId: ids.get(row.url)!,
            takenOn: row.takenOn,
            ...row.figures,
          })),
        )
        .onConflictDoUpdate({
          target: [influencingPostSnapshots.postId, influencingPostSnapshots.takenOn],
          set: {
            impressions: sql`excluded.impressions`,
            membersReached: sql`excluded.members_reached`,
            reactions: sql`excluded.reactions`,
            comments: sql`excluded.comments`,
            reshares: sql`excluded.reshares`,
          },
        })
      result.snapshots += batch.length
    }
  })
  return { ...result, ids }
}
