// Similar campaigns: by meaning when the campaign has a vector of the tenant's embeddings model (the
// nearest other campaigns by cosine, decision 0107); else by shared words, deterministically: the
// campaign's most frequent words (four letters or more, subject counted three times) become an OR
// query over the other campaigns' search vectors, ranked by ts_rank; ties by date.
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { campaignEmbeddings, campaigns } from '../db/campaign-tables.ts'

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

export interface SimilarCampaign {
  id: string
  title: string
  subject: string
  sentAt: Date | null
  clickRate: number | null
  score: number
}

/** By meaning when the campaign has a vector of `modelId`, else by shared words. */
export async function similarCampaigns(
  db: Database,
  campaign: { id: string; tenantGroup: string; subject: string; plainText: string },
  modelId: string | null,
  limit = 5,
): Promise<{ by: 'meaning' | 'words'; items: SimilarCampaign[] }> {
  if (modelId) {
    const near = await nearestByMeaning(db, campaign, modelId, limit)
    if (near) return { by: 'meaning', items: near }
  }
  return { by: 'words', items: await similarByWords(db, campaign, limit) }
}

/** Null when the campaign has no vector of the model (not embedded yet). */
async function nearestByMeaning(
  db: Database,
  campaign: { id: string; tenantGroup: string },
  modelId: string,
  limit: number,
): Promise<SimilarCampaign[] | null> {
  const [own] = await db
    .select({ dimensions: campaignEmbeddings.dimensions })
    .from(campaignEmbeddings)
    .where(and(eq(campaignEmbeddings.campaignId, campaign.id), eq(campaignEmbeddings.modelId, modelId)))
  if (!own) return null
  const result = (await db.execute(sql`
    select c.id, c.title, c.subject, c.sent_at as "sentAt", c.click_rate as "clickRate",
      1 - (e.embedding::vector <=> t.embedding::vector) as score
    from campaign_embeddings t
    join campaign_embeddings e on e.tenant_group = t.tenant_group and e.model_id = t.model_id
      and e.dimensions = t.dimensions and e.campaign_id <> t.campaign_id
    join campaigns c on c.id = e.campaign_id
    where t.campaign_id = ${campaign.id} and t.tenant_group = ${campaign.tenantGroup}
    order by e.embedding::vector <=> t.embedding::vector, c.sent_at desc nulls last, c.id
    limit ${limit}`)) as unknown as {
    rows: {
      id: string
      title: string
      subject: string
      sentAt: string | Date | null
      clickRate: number | null
      score: number | string
    }[]
  }
  return result.rows.map((row) => ({
    ...row,
    sentAt: row.sentAt === null ? null : new Date(row.sentAt),
    clickRate: row.clickRate === null ? null : Number(row.clickRate),
    score: Number(row.score),
  }))
}

async function similarByWords(
  db: Database,
  campaign: { id: string; tenantGroup: string; subject: string; plainText: string },
  limit: number,
): Promise<SimilarCampaign[]> {
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
