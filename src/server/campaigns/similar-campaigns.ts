// Similar campaigns by shared words, deterministically: the campaign's most frequent words (four
// letters or more, subject counted three times) become an OR query over the other campaigns'
// search vectors, ranked by ts_rank; ties by date. No model is involved.
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { campaigns } from '../db/campaign-tables.ts'

const termCount = 16

/** The words that stand for a text: frequent, long enough, letters only, lower-cased. */
export function topTerms(subject: string, body: string): string[] {
  const counts = new Map<string, number>()
  const add = (text: string, weight: number) => {
    for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
      counts.set(word, (counts.get(word) ?? 0) + weight)
  }
  add(subject, 3)
  add(body.slice(0, 20_000), 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, termCount)
    .map(([word]) => word)
}

export async function similarCampaigns(
  db: Database,
  campaign: { id: string; tenantGroup: string; subject: string; plainText: string },
  limit = 5,
) {
  const terms = topTerms(campaign.subject, campaign.plainText)
  if (terms.length === 0) return []
  const query = sql`to_tsquery('simple', ${terms.map((term) => `'${term}'`).join(' | ')})`
  const rank = sql<number>`ts_rank(${campaigns.search}, ${query})`
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      subject: campaigns.subject,
      sentAt: campaigns.sentAt,
      clickRate: campaigns.clickRate,
      score: rank,
    })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.tenantGroup, campaign.tenantGroup),
        ne(campaigns.id, campaign.id),
        sql`${campaigns.search} @@ ${query}`,
      ),
    )
    .orderBy(desc(rank), desc(campaigns.sentAt), campaigns.id)
    .limit(limit)
}
