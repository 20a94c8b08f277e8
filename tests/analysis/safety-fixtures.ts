// Items and findings written straight into the analysis tables, as the matcher, the rules and the
// runs write them, for the review and safety inbox tests (decision 0098).
import { createHash, randomUUID } from 'node:crypto'
import { evaluateRules, type NewFinding } from '../../src/server/analysis/inbox/evaluate-rules.ts'
import { analysisItems, analysisSources } from '../../src/server/db/analysis-tables.ts'
import { analysisFindings } from '../../src/server/db/analysis-review-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'

export interface ItemSeed {
  tenantGroup?: string
  tool?: string
  title?: string
  text?: string
  url?: string | null
  language?: string | null
  publishedAt?: Date | null
  fetchedAt?: Date
  sourceId?: string | null
}

export async function seedSource(
  db: Database,
  fields: { tenantGroup?: string; tool?: string; title: string; url?: string },
) {
  const id = randomUUID()
  await db.insert(analysisSources).values({
    id,
    tenantGroup: fields.tenantGroup ?? 'DEMO',
    tool: fields.tool ?? 'medicheck',
    kind: 'feed',
    title: fields.title,
    url: fields.url ?? 'https://news.example.test/feed.xml',
  })
  return id
}

export async function seedItem(db: Database, seed: ItemSeed = {}) {
  const id = randomUUID()
  const text = seed.text ?? `Ein Beitrag ${id}`
  await db.insert(analysisItems).values({
    id,
    tenantGroup: seed.tenantGroup ?? 'DEMO',
    tool: seed.tool ?? 'medicheck',
    sourceId: seed.sourceId ?? null,
    sourceKind: seed.sourceId ? 'feed' : 'paste',
    title: seed.title ?? `Beitrag ${id.slice(0, 8)}`,
    text,
    language: seed.language === undefined ? 'de' : seed.language,
    url: seed.url ?? null,
    publishedAt: seed.publishedAt ?? null,
    fetchedAt: seed.fetchedAt ?? new Date(),
    contentHash: createHash('sha256').update(text).digest('hex'),
    status: 'matched',
  })
  return id
}

export interface FindingSeed {
  itemId: string
  tenantGroup?: string
  tool?: string
  type?: string
  origin?: string
  product?: string | null
  detail?: string | null
  patientPresent?: boolean | null
  reporterPresent?: boolean | null
  quote?: string | null
  reason?: string | null
}

export async function seedFinding(db: Database, seed: FindingSeed) {
  const id = randomUUID()
  const row = {
    id,
    tenantGroup: seed.tenantGroup ?? 'DEMO',
    tool: seed.tool ?? 'medicheck',
    itemId: seed.itemId,
    origin: seed.origin ?? 'model',
    type: seed.type ?? 'aeSuspected',
    product: seed.product === undefined ? 'Zyrtomax' : seed.product,
    detail: seed.detail === undefined ? 'Hautausschlag' : seed.detail,
    patientPresent: seed.patientPresent === undefined ? true : seed.patientPresent,
    reporterPresent: seed.reporterPresent === undefined ? true : seed.reporterPresent,
    quote: seed.quote === undefined ? 'Nach Zyrtomax bekam meine Mutter einen Hautausschlag.' : seed.quote,
    reason: seed.reason ?? null,
  }
  await db.insert(analysisFindings).values(row)
  return { id, tenantGroup: row.tenantGroup, tool: row.tool, type: row.type, product: row.product }
}

/** The notification rules over `findings` in a transaction of their own, as a caller outside one runs them. */
export const evaluateInTransaction = (db: Database, findings: readonly NewFinding[]) =>
  db.transaction((tx) => evaluateRules(tx, findings))
