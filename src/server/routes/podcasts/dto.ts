// What the podcast routes answer: podcasts and episodes as the pages need them (never another tenant's).
import type { PodcastRow } from '../../analysis/podcasts/podcast-queries.ts'

export function toPodcastDto(row: PodcastRow, episodes: number) {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as 'feed' | 'upload',
    url: row.url,
    schedule: row.schedule as 'manual' | 'hourly' | 'daily',
    episodes,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastStatus: (row.lastStatus ?? null) as 'ok' | 'notModified' | 'failed' | null,
    lastError: row.lastError,
    lastAdded: row.lastAdded,
    createdAt: row.createdAt.toISOString(),
    enabled: row.enabled,
  }
}

export const iso = (date: Date | null | undefined) => date?.toISOString() ?? null
