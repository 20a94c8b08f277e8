// One item as the analysis page's drill-down shows it: its text, keyword hits, every result (each run and
// prompt version) and its findings with their quotes' offsets. Another tenant's or tool's item is 404.
import { and, asc, desc, eq } from 'drizzle-orm'
import {
  analysisItems,
  analysisKeywordHits,
  analysisKeywords,
  analysisResults,
  analysisRuns,
  analysisSources,
} from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { HttpError } from '../../lib/http-error.ts'
import { findingFields } from '../review/finding-fields.ts'
import { chatRefsOfItem } from '../chat/thread-refs.ts'

export async function findItem(db: Database, scope: { tenantGroup: string; tool: string }, itemId: string) {
  const [item] = await db
    .select()
    .from(analysisItems)
    .where(
      and(
        eq(analysisItems.id, itemId),
        eq(analysisItems.tenantGroup, scope.tenantGroup),
        eq(analysisItems.tool, scope.tool),
      ),
    )
  if (!item) throw new HttpError(404, 'No such item', { code: 'notFound' })
  return item
}

const iso = (date: Date | null) => date?.toISOString() ?? null

export async function itemDetail(db: Database, scope: { tenantGroup: string; tool: string }, itemId: string) {
  const item = await findItem(db, scope, itemId)
  const [source, hits, results, findings, chatThreads] = await Promise.all([
    item.sourceId
      ? db
          .select({ id: analysisSources.id, title: analysisSources.title, kind: analysisSources.kind })
          .from(analysisSources)
          .where(eq(analysisSources.id, item.sourceId))
      : Promise.resolve([]),
    db
      .select({
        keywordId: analysisKeywordHits.keywordId,
        term: analysisKeywords.term,
        listKind: analysisKeywordHits.listKind,
        start: analysisKeywordHits.start,
        end: analysisKeywordHits.end,
        matched: analysisKeywordHits.matched,
        second: analysisKeywordHits.second,
      })
      .from(analysisKeywordHits)
      .innerJoin(analysisKeywords, eq(analysisKeywords.id, analysisKeywordHits.keywordId))
      .where(
        and(eq(analysisKeywordHits.itemId, item.id), eq(analysisKeywordHits.tenantGroup, scope.tenantGroup)),
      )
      .orderBy(asc(analysisKeywordHits.start)),
    db
      .select({
        id: analysisResults.id,
        runId: analysisResults.runId,
        profile: analysisRuns.profile,
        trial: analysisRuns.trial,
        promptVersion: analysisResults.promptVersion,
        schemaVersion: analysisResults.schemaVersion,
        modelLabel: analysisResults.modelLabel,
        status: analysisResults.status,
        errorCode: analysisResults.errorCode,
        errorDetail: analysisResults.errorDetail,
        output: analysisResults.output,
        relevance: analysisResults.relevance,
        summary: analysisResults.summary,
        tokensIn: analysisResults.tokensIn,
        tokensOut: analysisResults.tokensOut,
        cost: analysisResults.cost,
        createdAt: analysisResults.createdAt,
      })
      .from(analysisResults)
      .innerJoin(analysisRuns, eq(analysisRuns.id, analysisResults.runId))
      .where(and(eq(analysisResults.itemId, item.id), eq(analysisResults.tenantGroup, scope.tenantGroup)))
      .orderBy(desc(analysisResults.createdAt)),
    db
      .select({ finding: analysisFindings, reviewerName: users.username })
      .from(analysisFindings)
      .leftJoin(users, eq(users.id, analysisFindings.reviewedBy))
      .where(and(eq(analysisFindings.itemId, item.id), eq(analysisFindings.tenantGroup, scope.tenantGroup)))
      .orderBy(asc(analysisFindings.quoteStart), asc(analysisFindings.createdAt)),
    // Chat items: the pseudonymous references of the threads the text came from (decision 0114).
    item.sourceKind === 'chat' ? chatRefsOfItem(db, scope, item.id) : Promise.resolve([]),
  ])
  return {
    id: item.id,
    title: item.title,
    text: item.text,
    language: item.language,
    sourceId: item.sourceId,
    sourceKind: item.sourceKind,
    source: source[0] ?? null,
    url: item.url,
    publishedAt: iso(item.publishedAt),
    fetchedAt: item.fetchedAt.toISOString(),
    status: item.status,
    errorCode: item.errorCode,
    promotional: item.promotional,
    market: item.market,
    contentHash: item.contentHash,
    audioUrl: item.audioUrl,
    durationSeconds: item.durationSeconds,
    segments: item.segments,
    transcriptOrigin: item.transcriptOrigin,
    chatThreads,
    hits,
    results: results.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    findings: findings.map(({ finding: f, reviewerName }) => ({
      id: f.id,
      resultId: f.resultId,
      ...findingFields(f, reviewerName),
    })),
  }
}
