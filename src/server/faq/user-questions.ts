// The questions a tenant's users ask most, from their chat messages: each with personal data
// removed first (redact-personal-data.ts), then counted by its normalised wording. Only the redacted
// text leaves this file; who asked is never read.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { redactPersonalData } from './redact-personal-data.ts'

export interface AskedQuestion {
  /** The redacted question, as most recently asked. */
  readonly question: string
  readonly count: number
}

/** Messages read at most (newest first), and how far back. */
const messagesRead = 5_000
const daysBack = 365
const minLength = 8
const maxLength = 400

/**
 * Lower case, single spaces, no closing punctuation, no form of address before a removed name:
 * "Frau [Name] fragt: Wie lagere ich Dolorex?" = "herr [name] fragt: wie lagere ich dolorex".
 */
export const normaliseQuestion = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(?:herrn?|frau|fr\.|hr\.|dr\.|prof\.|mr\.?|mrs\.?|ms\.?|monsieur|madame|mme\.?|m\.) \[name\]/gu, '[name]')
    .replace(/[\s?!.…]+$/u, '')
    .trim()

export async function mostAskedQuestions(db: Database, tenantGroup: string, limit: number, now: Date): Promise<AskedQuestion[]> {
  const since = new Date(now.getTime() - daysBack * 86_400_000).toISOString()
  const result = (await db.execute(sql`
    select content from chat_messages
    where tenant_group = ${tenantGroup} and role = 'user' and created_at >= ${since}::timestamptz
    order by created_at desc limit ${messagesRead}`)) as unknown as { rows: { content: string }[] }
  const counted = new Map<string, { question: string; count: number; newest: number }>()
  result.rows.forEach((row, index) => {
    const question = redactPersonalData(row.content.replace(/\s+/g, ' ').trim())
    if (question.length < minLength || question.length > maxLength) return
    const key = normaliseQuestion(question)
    if (key.replace(/\[[^\]]*\]/g, '').trim().length < minLength) return
    const seen = counted.get(key)
    if (seen) seen.count += 1
    else counted.set(key, { question, count: 1, newest: index })
  })
  return [...counted.values()]
    .sort((a, b) => b.count - a.count || a.newest - b.newest)
    .slice(0, limit)
    .map(({ question, count }) => ({ question, count }))
}
