// Labelled synthetic German and French items through ingestItem on the real database: keyword hits,
// "possible AE (keywords)" with the indication trap and negations, and the mandatory text of lay
// advertising for DE, AT and FR. Without any model.
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { ensureDefaultLists } from '../../src/server/analysis/keywords/manifest-defaults.ts'
import {
  analysisKeywordHits,
  analysisKeywordLists,
  analysisKeywords,
} from '../../src/server/db/analysis-tables.ts'
import { analysisFindings } from '../../src/server/db/analysis-review-tables.ts'
import { buildApp, type TestApp } from '../server/helpers/build-app.ts'

interface Labelled {
  label: string
  text: string
  promotional?: boolean
  language?: string
  market?: string
  expect: [string, string, string][]
}

const labelled = parse(
  readFileSync(new URL('./fixtures/labelled-items.yaml', import.meta.url), 'utf8'),
) as Labelled[]
const tenantGroup = 'DEMO'
const tool = 'medicheck'
let t: TestApp

beforeAll(async () => {
  t = await buildApp()
  const db = t.database.handle.db
  await ensureDefaultLists(db, tenantGroup, tool)
  const own = 'list-own'
  const indication = 'list-indication'
  await db.insert(analysisKeywordLists).values([
    { id: own, tenantGroup, tool, kind: 'own', name: 'Eigene Produkte' },
    { id: indication, tenantGroup, tool, kind: 'indication', name: 'Indikationen' },
  ])
  await db.insert(analysisKeywords).values([
    { id: 'kw-zyrtomax', tenantGroup, listId: own, term: 'Zyrtomax', aliases: ['Zyrtomax Forte'] },
    {
      id: 'kw-kopf',
      tenantGroup,
      listId: indication,
      term: 'Kopfschmerzen',
      language: 'de',
      indicationFor: ['Zyrtomax'],
    },
    {
      id: 'kw-tete',
      tenantGroup,
      listId: indication,
      term: 'maux de tête',
      language: 'fr',
      indicationFor: ['zyrtomax'],
    },
  ])
}, 180_000)
afterAll(async () => t.close())

describe('the deterministic rules on labelled items', () => {
  it.each(labelled.map((item) => [item.label, item] as const))('%s', async (_label, item) => {
    const db = t.database.handle.db
    const { itemId, created } = await ingestItem(db, {
      tenantGroup,
      tool,
      sourceKind: 'paste',
      title: item.label,
      text: item.text,
      language: item.language,
      promotional: item.promotional,
      market: item.market,
    })
    expect(created).toBe(true)
    const findings = await db
      .select()
      .from(analysisFindings)
      .where(and(eq(analysisFindings.itemId, itemId), eq(analysisFindings.tenantGroup, tenantGroup)))
    expect(findings.map((f) => [f.type, f.product, f.detail]).sort()).toEqual([...item.expect].sort())
    for (const finding of findings) {
      expect(finding.origin).toBe(finding.type === 'aePossibleKeywords' ? 'keywords' : 'rule')
      expect(finding.reason).toMatch(/^analysis\.reason\./)
      // A quote is the item's text at its offsets, never made up.
      if (finding.quote !== null) {
        expect(finding.quote).toContain(finding.detail!)
        expect(finding.quote).toContain('Zyrtomax')
      }
    }
    const hits = await db.select().from(analysisKeywordHits).where(eq(analysisKeywordHits.itemId, itemId))
    expect(hits.some((h) => h.listKind === 'own' && h.matched === 'Zyrtomax')).toBe(true)
  })

  it('marks the same finding once when the item is analysed again and keeps a reviewed one', async () => {
    const db = t.database.handle.db
    const text = 'Nach Zyrtomax Forte hatte ich Herzrasen.'
    const { itemId } = await ingestItem(db, { tenantGroup, tool, sourceKind: 'paste', title: 'x', text })
    const { analyseItem } = await import('../../src/server/analysis/keywords/analyse-item.ts')
    const again = await analyseItem(db, itemId)
    expect(again.findings).toEqual([])
    const findings = await db.select().from(analysisFindings).where(eq(analysisFindings.itemId, itemId))
    expect(findings.map((f) => [f.product, f.detail, f.quote])).toEqual([['Zyrtomax', 'Herzrasen', text]])
    expect(text.slice(findings[0]!.quoteStart!, findings[0]!.quoteEnd!)).toBe(text)
  })
})
