// One episode as the results page shows it: the transcript, the mentions with the second they occur,
// the latest model result (summary, topics), health claims and suspected AEs. Mentions come from the
// deterministic matcher first (keyword hits of the own, competitor, ingredient and indication lists);
// the model's mention findings classify them (kind and sentiment where a model mention covers the hit)
// and add the mentions no keyword names, each only with a quote found in the text (the run locates it).
// Seconds are the ones the matcher and the run stored with each hit and finding.
import { and, asc, eq, inArray } from 'drizzle-orm'
import { analysisKeywordHits, analysisKeywords } from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { latestResults, mentionKinds, type EpisodeRow } from './podcast-queries.ts'

export interface EpisodeMention {
  readonly term: string
  readonly kind: string
  readonly second: number | null
  readonly quote: string
  readonly sentiment: string | null
  readonly origin: 'keywords' | 'model'
  readonly start: number
  readonly end: number
}

type Finding = typeof analysisFindings.$inferSelect

export async function episodeView(db: Database, episode: EpisodeRow) {
  const tenantGroup = episode.tenantGroup
  const hits = await db
    .select({ hit: analysisKeywordHits, term: analysisKeywords.term })
    .from(analysisKeywordHits)
    .innerJoin(analysisKeywords, eq(analysisKeywords.id, analysisKeywordHits.keywordId))
    .where(
      and(
        eq(analysisKeywordHits.tenantGroup, tenantGroup),
        eq(analysisKeywordHits.itemId, episode.id),
        inArray(analysisKeywordHits.listKind, [...mentionKinds]),
      ),
    )
    .orderBy(asc(analysisKeywordHits.start))
  const findings = await db
    .select()
    .from(analysisFindings)
    .where(and(eq(analysisFindings.tenantGroup, tenantGroup), eq(analysisFindings.itemId, episode.id)))
    .orderBy(asc(analysisFindings.quoteStart))
  const modelMentions = findings.filter((one) => one.type === 'mention' && one.origin === 'model')
  const used = new Set<string>()
  const mentions: EpisodeMention[] = hits.map(({ hit, term }) => {
    const classified = modelMentions.find(
      (one) => covers(one, hit.start) || (one.product !== null && fold(one.product) === fold(term)),
    )
    if (classified) used.add(classified.id)
    return {
      term,
      kind: hit.listKind,
      second: hit.second,
      quote: quoteOf(episode, hit.second, hit.start, hit.end),
      sentiment: classified?.sentiment ?? null,
      origin: 'keywords' as const,
      start: hit.start,
      end: hit.end,
    }
  })
  for (const one of modelMentions) {
    if (used.has(one.id) || one.quoteStart === null || !one.quote) continue
    mentions.push({
      term: one.product ?? one.quote,
      kind: one.detail ?? 'own',
      second: one.second,
      quote: one.quote,
      sentiment: one.sentiment,
      origin: 'model',
      start: one.quoteStart,
      end: one.quoteEnd ?? one.quoteStart + one.quote.length,
    })
  }
  mentions.sort((a, b) => a.start - b.start)
  const result = (await latestResults(db, tenantGroup, [episode.id])).get(episode.id) ?? null
  const output = (result?.output ?? {}) as { topics?: unknown }
  const timed = (one: Finding) => ({
    id: one.id,
    origin: one.origin,
    product: one.product,
    detail: one.detail,
    quote: one.quote,
    reason: one.reason,
    second: one.second,
    patientPresent: one.patientPresent,
    reporterPresent: one.reporterPresent,
    reviewStatus: one.reviewStatus,
  })
  return {
    mentions,
    result: result
      ? {
          summary: result.summary,
          topics: Array.isArray(output.topics)
            ? output.topics.filter((topic) => typeof topic === 'string')
            : [],
          modelLabel: result.modelLabel,
          promptVersion: result.promptVersion,
          createdAt: result.createdAt,
        }
      : null,
    healthClaims: findings.filter((one) => one.type === 'healthClaim').map(timed),
    adverseEvents: findings
      .filter((one) => one.type === 'aeSuspected' || one.type === 'aePossibleKeywords')
      .map(timed),
  }
}

const covers = (finding: Finding, offset: number) =>
  finding.quoteStart !== null &&
  finding.quoteEnd !== null &&
  finding.quoteStart <= offset &&
  offset < finding.quoteEnd

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** The transcript segment the words are in (the one starting at their second); else the line around them. */
function quoteOf(episode: EpisodeRow, second: number | null, start: number, end: number): string {
  const words = episode.text.slice(start, end)
  const segment =
    second === null
      ? undefined
      : episode.segments?.find((one) => one.start === second && one.text.includes(words))
  if (segment) return segment.text
  const from = Math.max(0, episode.text.lastIndexOf('\n', start - 1) + 1, start - 160)
  const lineEnd = episode.text.indexOf('\n', end)
  const to = Math.min(episode.text.length, lineEnd < 0 ? episode.text.length : lineEnd, end + 160)
  return episode.text.slice(from, to).trim()
}
