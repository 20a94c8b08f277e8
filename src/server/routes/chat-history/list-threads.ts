// The caller's own threads for the history pages: pinned first, then by last message; with `q`, a
// full-text search over the thread's messages (and title) in the tenant's language. The passage of the
// first matching message comes back as text parts with the matched words marked, so the browser bolds them without
// ever treating message text as HTML.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { textSearchConfigFor } from '../../chat/text-search-config.ts'

export interface ThreadListQuery {
  kind?: 'classic' | 'dynamic'
  q?: string
  assistantId?: string
  from?: string
  to?: string
  pinned?: boolean
  cursor?: string
}

export interface SnippetPart {
  text: string
  match: boolean
}

export interface HistoryThread {
  id: string
  title: string
  kind: 'classic' | 'dynamic'
  assistantId: string
  assistantName: string
  route: string
  pinned: boolean
  createdAt: string
  lastMessageAt: string
  messageCount: number
  snippet: SnippetPart[] | null
}

const pageSize = 50
/**
 * Matching messages under which a search lists their threads from the messages' GIN index; from
 * this many on, each thread is checked by its lexemes (chat_thread_search) in page order instead.
 */
const denseMatches = 200

/**
 * A thread's messages, read through the (thread_id, seq) index. `offset 0` keeps the planner from
 * pushing a search condition into the subquery and answering it from the GIN index, which reads every
 * message of the user with the word (BitmapAnd) to find the few of one thread.
 */
const threadMessages = (threadId: SQL) => sql`select m.search_vector from chat_messages m where m.thread_id = ${threadId} offset 0`

/**
 * What a thread's lexemes (all its messages' words, no positions) can tell of a search, from the
 * text form of its tsquery: `relaxed` is a query every thread with a matching message also matches
 * (phrases become "all of these words"; null with a negation, which the lexemes cannot decide);
 * `exact` when matching the lexemes is the same as having a matching message (one word, or words
 * joined by "or" only).
 */
export function lexemeQuery(tsquery: string): { relaxed: string | null; exact: boolean } {
  const operators = tsquery.replace(/'(?:[^']|'')*'/g, ' ')
  if (operators.includes('!')) return { relaxed: null, exact: false }
  const phrase = /<(?:-|\d+)>/
  return {
    relaxed: tsquery.replace(/'(?:[^']|'')*'|<(?:-|\d+)>/g, (token) => (phrase.test(token) && !token.startsWith("'") ? '&' : token)),
    exact: !/[&<]/.test(operators),
  }
}

// Markers ts_headline puts around matches; control characters that chat text does not carry.
const startMark = '\u0002'
const stopMark = '\u0003'
const headlineOptions = `StartSel=${startMark},StopSel=${stopMark},MaxFragments=1,MaxWords=24,MinWords=8`

/** Splits a ts_headline result at the markers into plain and matched parts. */
export function toSnippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  for (const [index, piece] of headline.split(new RegExp(`[${startMark}${stopMark}]`)).entries()) {
    if (piece !== '') parts.push({ text: piece, match: index % 2 === 1 })
  }
  return parts
}

interface ThreadRow {
  id: string
  title: string
  kind: string
  assistant_id: string
  assistant_name: string | null
  route: string
  pinned: boolean
  created_at: string | Date
  last_message_at: string | Date
  message_count: string | number
  headline: string | null
}

const iso = (value: string | Date) => new Date(value).toISOString()

export function toHistoryThread(row: ThreadRow): HistoryThread {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind === 'dynamic' ? 'dynamic' : 'classic',
    assistantId: row.assistant_id,
    assistantName: row.assistant_name ?? '',
    route: row.route,
    pinned: row.pinned,
    createdAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at),
    messageCount: Number(row.message_count),
    snippet: row.headline === null ? null : toSnippetParts(row.headline),
  }
}

/** One page of the user's threads; `nextCursor` null on the last page. */
export async function listThreads(db: Database, owner: { group: string; userId: string }, query: ThreadListQuery, threadIds?: string[]) {
  const offset = Math.max(0, Number.parseInt(query.cursor ?? '0', 10) || 0)
  // The configuration name comes from a fixed list (textSearchConfigFor), never from the request.
  const config = sql.raw(`'${textSearchConfigFor(owner.group)}'::regconfig`)
  const search = query.q?.trim() ? sql`websearch_to_tsquery(${config}, ${query.q.trim()})` : null
  const filters: SQL[] = [sql`t.tenant_group = ${owner.group}`, sql`t.user_id = ${owner.userId}`]
  if (query.kind) filters.push(sql`t.kind = ${query.kind}`)
  if (query.assistantId) filters.push(sql`t.assistant_id = ${query.assistantId}`)
  if (query.from) filters.push(sql`t.last_message_at >= ${new Date(query.from).toISOString()}::timestamptz`)
  if (query.to) filters.push(sql`t.last_message_at < ${new Date(query.to).toISOString()}::timestamptz`)
  if (query.pinned !== undefined) filters.push(sql`t.pinned = ${query.pinned}`)
  if (threadIds) filters.push(sql`t.id in (${sql.join(threadIds.map((id) => sql`${id}`), sql`, `)})`)
  // With a search, which threads match is decided in one of two ways (decision 0054): a word in few
  // of the user's messages lists its threads through the messages' GIN index; a word in many
  // (denseMatches or more) would make that list costly, so the threads are read in page order and
  // each is checked by its lexemes (one row of chat_thread_search), until the page is full. Where
  // the lexemes alone cannot decide (several words that must meet in one message, a negation), the
  // thread's messages are read as well, for the threads the lexemes let through.
  if (search) {
    const titleMatches = sql`to_tsvector(${config}, t.title) @@ ${search}`
    const probe = (await db.execute(sql`
      select (${search})::text as query, array(
        select m.thread_id from chat_messages m
        where m.tenant_group = ${owner.group} and m.user_id = ${owner.userId} and m.search_vector @@ ${search}
        limit ${denseMatches}) as threads`)) as unknown as { rows: { query: string; threads: string[] }[] }
    const matched = probe.rows[0]!.threads
    if (matched.length < denseMatches) {
      const ids = [...new Set(matched)]
      filters.push(ids.length === 0 ? titleMatches : sql`(t.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) or ${titleMatches})`)
    } else {
      const { relaxed, exact } = lexemeQuery(probe.rows[0]!.query)
      const inMessages = sql`exists (select 1 from (${threadMessages(sql`t.id`)}) m where m.search_vector @@ ${search})`
      // `offset 0` keeps this a check per thread of the walk (a subplan), which stops when the page is
      // full; as a join the planner would match every thread of the user's first.
      const byLexemes = relaxed === null ? null : sql`exists (select 1 from chat_thread_search s where s.thread_id = t.id and s.lexemes @@ ${relaxed}::tsquery offset 0)`
      const threadMatches = byLexemes === null ? inMessages : exact ? byLexemes : sql`(${byLexemes} and ${inMessages})`
      filters.push(sql`(${threadMatches} or ${titleMatches})`)
    }
  }
  const result = (await db.execute(sql`
    select t.id, t.title, t.kind, t.assistant_id, v.name as assistant_name, t.route, t.pinned, t.created_at, t.last_message_at,
      coalesce((select s.message_count from chat_thread_search s where s.thread_id = t.id), 0) as message_count, null as headline
    from chat_threads t
    join assistants a on a.id = t.assistant_id
    left join assistant_versions v on v.assistant_id = a.id and v.version = a.current_version
    where ${sql.join(filters, sql` and `)}
    order by t.pinned desc, t.last_message_at desc, t.id desc
    limit ${pageSize + 1} offset ${offset}`)) as unknown as { rows: ThreadRow[] }
  // The passage shown: each page thread's first matching message (decision 0057), read in the
  // thread's order through its (thread_id, seq) index until one matches, so a word in many messages
  // reads a few rows of each thread instead of ranking all of its matches; ts_headline (the costly
  // part) for that one message only.
  if (search && result.rows.length > 0) {
    const ids = result.rows.slice(0, pageSize).map((row) => row.id)
    const hits = (await db.execute(sql`
      select p.id as thread_id, first.headline
      from unnest(array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::text[]) as p(id)
      cross join lateral (
        select ts_headline(${config}, m.content, ${search}, ${headlineOptions}) as headline
        from chat_messages m
        where m.thread_id = p.id and (m.search_vector @@ ${search}) is true
        order by m.seq limit 1) first`)) as unknown as { rows: { thread_id: string; headline: string }[] }
    const headlines = new Map(hits.rows.map((row) => [row.thread_id, row.headline]))
    for (const row of result.rows) row.headline = headlines.get(row.id) ?? null
  }
  const rows = result.rows
  return {
    items: rows.slice(0, pageSize).map(toHistoryThread),
    nextCursor: rows.length > pageSize ? String(offset + pageSize) : null,
  }
}
