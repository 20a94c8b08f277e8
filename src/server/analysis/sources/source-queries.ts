// Reads the source fetcher needs: which feed entries a source already has, which feeds are due.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { analysisItems, analysisSources } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'

/** The guids among `externalIds` the source already has an item for. */
export async function knownExternalIds(
  db: Database,
  tenantGroup: string,
  sourceId: string,
  externalIds: readonly string[],
): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set()
  const rows = await db
    .select({ externalId: analysisItems.externalId })
    .from(analysisItems)
    .where(
      and(
        eq(analysisItems.tenantGroup, tenantGroup),
        eq(analysisItems.sourceId, sourceId),
        inArray(analysisItems.externalId, [...externalIds]),
      ),
    )
  return new Set(rows.map((row) => row.externalId!))
}

/** Enabled feeds and pages on an hourly or daily schedule whose last fetch is older than that (or never was). */
export async function dueSources(db: Database, now: Date): Promise<{ id: string; tenantGroup: string }[]> {
  return db
    .select({ id: analysisSources.id, tenantGroup: analysisSources.tenantGroup })
    .from(analysisSources)
    .where(
      and(
        eq(analysisSources.enabled, true),
        inArray(analysisSources.kind, ['feed', 'url']),
        sql`(${analysisSources.lastFetchedAt} is null or
          (${analysisSources.schedule} = 'hourly' and ${analysisSources.lastFetchedAt} <= ${now.toISOString()}::timestamptz - interval '1 hour') or
          (${analysisSources.schedule} = 'daily' and ${analysisSources.lastFetchedAt} <= ${now.toISOString()}::timestamptz - interval '1 day'))`,
        inArray(analysisSources.schedule, ['hourly', 'daily']),
      ),
    )
}
