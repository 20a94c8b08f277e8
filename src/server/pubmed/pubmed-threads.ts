// The chatbot's conversations (decision 0106): a thread is its first question (thread_id null) and the
// follow-ups that name it. Every read filters on the caller's tenant group and user: another user's
// or tenant's thread does not exist (404).
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { pubmedQuestions } from '../db/pubmed-tables.ts'
import { notFound } from '../lib/http-error.ts'
import type { AskThread, PubmedQuestionRow } from './ask-pubmed.ts'

export interface ThreadOwner {
  readonly group: string
  readonly id: string
}

const owned = (owner: ThreadOwner) =>
  and(eq(pubmedQuestions.tenantGroup, owner.group), eq(pubmedQuestions.userId, owner.id))

/** The thread's first question and its follow-ups. */
const inThread = (threadId: string) =>
  or(
    and(eq(pubmedQuestions.id, threadId), isNull(pubmedQuestions.threadId)),
    eq(pubmedQuestions.threadId, threadId),
  )

/** The thread's questions, oldest first; 404 when it is not the caller's (or is not a thread's first question). */
export async function threadQuestions(
  db: Database,
  owner: ThreadOwner,
  threadId: string,
): Promise<PubmedQuestionRow[]> {
  const rows = await db
    .select()
    .from(pubmedQuestions)
    .where(and(owned(owner), inThread(threadId)))
    .orderBy(asc(pubmedQuestions.createdAt), asc(pubmedQuestions.id))
  if (!rows.some((row) => row.id === threadId)) throw notFound('No such conversation')
  return rows
}

/**
 * What a follow-up in the thread needs, in one statement: its id and, as context, its first question
 * and the last four follow-ups (only their text: a long thread's stored records are not read); 404 as above.
 */
export async function followUpOf(db: Database, owner: ThreadOwner, threadId: string): Promise<AskThread> {
  const rows = await db
    .select({ id: pubmedQuestions.id, question: pubmedQuestions.question })
    .from(pubmedQuestions)
    .where(and(owned(owner), inThread(threadId)))
    .orderBy(
      sql`${pubmedQuestions.id} = ${threadId} desc`,
      desc(pubmedQuestions.createdAt),
      desc(pubmedQuestions.id),
    )
    .limit(5)
  if (rows[0]?.id !== threadId) throw notFound('No such conversation')
  return { id: threadId, earlier: [rows[0], ...rows.slice(1).reverse()].map((row) => row.question) }
}

export interface ThreadSummary {
  id: string
  title: string
  questionCount: number
  lastMode: string
  createdAt: string
  lastAskedAt: string
}

/** The caller's threads, the most recently asked first (at most 100). */
export async function listThreads(db: Database, owner: ThreadOwner): Promise<ThreadSummary[]> {
  const threadOf = sql<string>`coalesce(${pubmedQuestions.threadId}, ${pubmedQuestions.id})`
  const last = sql<Date>`max(${pubmedQuestions.createdAt})`
  const groups = await db
    .select({
      id: threadOf,
      questionCount: sql<number>`count(*)::int`,
      lastAskedAt: last,
      lastMode: sql<string>`(array_agg(${pubmedQuestions.mode} order by ${pubmedQuestions.createdAt} desc))[1]`,
    })
    .from(pubmedQuestions)
    .where(owned(owner))
    .groupBy(threadOf)
    .orderBy(desc(last))
    .limit(100)
  if (groups.length === 0) return []
  const heads = await db
    .select({
      id: pubmedQuestions.id,
      question: pubmedQuestions.question,
      createdAt: pubmedQuestions.createdAt,
    })
    .from(pubmedQuestions)
    .where(
      and(
        owned(owner),
        inArray(
          pubmedQuestions.id,
          groups.map((group) => group.id),
        ),
      ),
    )
  const byId = new Map(heads.map((head) => [head.id, head]))
  return groups.flatMap((group) => {
    const head = byId.get(group.id)
    if (!head) return []
    return [
      {
        id: group.id,
        title: head.question,
        questionCount: Number(group.questionCount),
        lastMode: group.lastMode,
        createdAt: head.createdAt.toISOString(),
        lastAskedAt: new Date(group.lastAskedAt).toISOString(),
      },
    ]
  })
}

/** Deletes the thread (its first question; the follow-ups go with it). */
export async function deleteThread(db: Database, owner: ThreadOwner, threadId: string): Promise<void> {
  await threadQuestions(db, owner, threadId)
  await db.delete(pubmedQuestions).where(and(owned(owner), eq(pubmedQuestions.id, threadId)))
}
