// The chain of one question: queries (given, written by the model, or deterministic) -> esearch per
// query -> the records (cache, then efetch) -> relevance filter -> the answer with verified [PMID]s and
// the evidence table. E-utilities unreachable: the tenant's imported collection is searched the same
// way; neither: source `unavailable`, nothing answered. Tessera's own time excludes the waits for NCBI and the model.
import { randomUUID } from 'node:crypto'
import { AiCallFailed, resolveChatModel, type AiCallContext } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { pubmedQuestions, type PubmedEvidenceRow } from '../db/pubmed-tables.ts'
import { streamPieces } from '../chat/answer/stream-pieces.ts'
import { HttpError } from '../lib/http-error.ts'
import { countLibrary, fetchArticles, searchLibrary } from './article-store.ts'
import { deterministicQuery, isUsableQuery, writeQueriesWithModel } from './build-queries.ts'
import { composeExtractive, composeWithModel, type ComposedAnswer } from './compose-answer.ts'
import { createEutilsClient, EutilsUnavailable } from './eutils-client.ts'
import { filterRelevant } from './filter-relevant.ts'
import { readNcbiSettings } from './pubmed-settings.ts'
import { sampleSizeOf, studyTypeOf, type PubmedArticle } from './types.ts'

export interface AskInput {
  readonly question: string
  readonly language: 'de' | 'en' | 'fr'
  /** Queries the user edited; absent: written now. */
  readonly queries?: readonly string[]
  readonly fromYear?: number
  readonly toYear?: number
  readonly publicationTypes?: readonly string[]
  /** auto: PubMed, the collection when PubMed is unreachable; library: the collection only. */
  readonly source?: 'auto' | 'library'
}

/** A follow-up: the thread's first question's id and the thread's earlier questions (context). */
export interface AskThread {
  readonly id: string
  readonly earlier: readonly string[]
}

/** Streaming: `start` once the articles are chosen (before the answer is written), then its pieces. */
export interface AskStream {
  start(info: { queries: string[]; source: 'pubmed' | 'library' | 'unavailable'; relevant: number }): void
  text(piece: string): void
}

export interface AskContext {
  readonly db: Database
  readonly tenantGroup: string
  readonly userId: string
  readonly now: () => Date
  readonly baseUrl: string
  readonly signal?: AbortSignal
  readonly log?: AiCallContext['log']
  readonly thread?: AskThread
  readonly stream?: AskStream
}

export type PubmedQuestionRow = typeof pubmedQuestions.$inferSelect

export function pubmedBaseUrlFrom(env: NodeJS.ProcessEnv): string {
  const raw = env.PUBMED_BASE_URL || 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/'
  const url = URL.canParse(raw) ? new URL(raw) : null
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new Error(`PUBMED_BASE_URL must be an http(s) address, got "${raw}"`)
  return url.href.endsWith('/') ? url.href : `${url.href}/`
}

export function evidenceOf(articles: readonly PubmedArticle[]): PubmedEvidenceRow[] {
  return articles.map((a) => ({
    pmid: a.pmid,
    title: a.title,
    year: a.year,
    journal: a.journal,
    studyType: studyTypeOf(a),
    n: sampleSizeOf(a),
  }))
}

export async function askPubmed(ctx: AskContext, input: AskInput): Promise<PubmedQuestionRow> {
  const started = performance.now()
  let outsideMs = 0
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const at = performance.now()
    try {
      return await work()
    } finally {
      outsideMs += performance.now() - at
    }
  }
  const resolved = await resolveChatModel(ctx.db, ctx.tenantGroup)
  const model = resolved.kind === 'provider' ? resolved : null
  const aiContext: AiCallContext = {
    db: ctx.db,
    tenantGroup: ctx.tenantGroup,
    userId: ctx.userId,
    tool: 'pubmed',
    signal: ctx.signal,
    log: ctx.log,
  }
  const aiFailure = (error: unknown) => {
    if (error instanceof AiCallFailed)
      throw new HttpError(502, 'The language model failed', { code: error.code })
    throw error
  }

  let queries = (input.queries ?? []).map((query) => query.trim()).filter(Boolean)
  if (queries.some((query) => !isUsableQuery(query)))
    throw new HttpError(400, 'A query is empty, too long or has unbalanced brackets', {
      code: 'pubmed.badQuery',
    })
  if (queries.length === 0 && model)
    queries =
      (await timed(() => writeQueriesWithModel(aiContext, model, input.question, ctx.thread?.earlier)).catch(
        aiFailure,
      )) ?? []
  if (queries.length === 0) queries = [deterministicQuery(input.question)]
  if (!queries[0])
    throw new HttpError(400, 'The question holds no searchable term', { code: 'pubmed.noTerms' })

  const filters = { fromYear: input.fromYear, toYear: input.toYear, publicationTypes: input.publicationTypes }
  let source: 'pubmed' | 'library' | 'unavailable' = input.source === 'library' ? 'library' : 'pubmed'
  let fetched: PubmedArticle[] = []
  if (source === 'pubmed') {
    const settings = await readNcbiSettings(ctx.db)
    const client = createEutilsClient({
      baseUrl: ctx.baseUrl,
      apiKey: settings.apiKey,
      email: settings.email,
      signal: ctx.signal,
    })
    try {
      const pmidLists = []
      for (const query of queries) pmidLists.push(await client.esearch(query, { ...filters, max: 10 }))
      fetched = await fetchArticles(ctx.db, client, interleave(pmidLists).slice(0, 20), ctx.now())
    } catch (error) {
      if (!(error instanceof EutilsUnavailable)) throw error
      ctx.log?.warn(
        { err: error.message, status: error.status },
        'PubMed unreachable; searching the collection',
      )
      // Nothing imported either: a stored answer that says so (nothing is answered), not an error.
      source = (await countLibrary(ctx.db, ctx.tenantGroup)) === 0 ? 'unavailable' : 'library'
    } finally {
      outsideMs += client.waitedMs
    }
  }
  if (source === 'library') fetched = await searchLibrary(ctx.db, ctx.tenantGroup, queries, filters)

  const relevant = filterRelevant(fetched, queries).map((scored) => scored.article)
  let answer: ComposedAnswer = { mode: 'none', text: '', citedPmids: [] }
  ctx.stream?.start({ queries, source, relevant: relevant.length })
  const request = { question: input.question, language: input.language, earlier: ctx.thread?.earlier }
  if (relevant.length > 0 && model)
    answer = await timed(() => composeWithModel(aiContext, model, request, relevant, ctx.stream?.text)).catch(
      aiFailure,
    )
  else if (relevant.length > 0) {
    answer = composeExtractive(relevant)
    // Without a model the quotes go out in pieces as the chat's offline answers do.
    if (ctx.stream)
      await streamPieces(answer.text, ctx.signal ?? new AbortController().signal, ctx.stream.text)
  }
  const cited = answer.citedPmids
  const articles = [
    ...cited.map((pmid) => relevant.find((a) => a.pmid === pmid)!),
    ...relevant.filter((a) => !cited.includes(a.pmid)),
  ]
  const ownMs = Math.max(0, Math.round(performance.now() - started - outsideMs))
  const [row] = await ctx.db
    .insert(pubmedQuestions)
    .values({
      id: randomUUID(),
      threadId: ctx.thread?.id ?? null,
      tenantGroup: ctx.tenantGroup,
      userId: ctx.userId,
      question: input.question,
      language: input.language,
      queries,
      filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)),
      source,
      mode: answer.mode,
      answer: answer.text,
      articles,
      citedPmids: cited,
      evidence: evidenceOf(articles.filter((a) => cited.includes(a.pmid))),
      modelLabel: answer.mode === 'model' && model ? model.label : null,
      ownMs,
      createdAt: ctx.now(),
    })
    .returning()
  return row!
}

/** One PMID from each list in turn, without repeats: every query contributes its best hits. */
function interleave(lists: readonly string[][]): string[] {
  const out: string[] = []
  for (let i = 0; lists.some((list) => i < list.length); i++)
    for (const list of lists) if (i < list.length && !out.includes(list[i]!)) out.push(list[i]!)
  return out
}
