// From a pasted text to the safety inbox (issue 39's "done when", decision 0098): ingestItem
// finds a possible AE by keywords, the notification rules it calls (evaluateRules) put it in the digest,
// a WRITE user confirms it and finds the case in the inbox and in the analysis export.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { ensureDefaultLists } from '../../src/server/analysis/keywords/manifest-defaults.ts'
import { analysisKeywordLists, analysisKeywords } from '../../src/server/db/analysis-tables.ts'
import { analysisFindings } from '../../src/server/db/analysis-review-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'

let t: TestApp
let db: Database
let token: string

beforeAll(async () => {
  t = await buildApp()
  db = t.database.handle.db
  const { user, password } = await t.createUser({ role: 'WRITE', group: 'DEMO' })
  token = await t.signIn(user.email, password)
  // The manifest's default lists (AE terms among them), then the tenant's own product.
  await ensureDefaultLists(db, 'DEMO', 'medicheck')
  const own = randomUUID()
  await db
    .insert(analysisKeywordLists)
    .values({ id: own, tenantGroup: 'DEMO', tool: 'medicheck', kind: 'own', name: 'Eigene Produkte' })
  await db.insert(analysisKeywords).values({
    id: randomUUID(),
    tenantGroup: 'DEMO',
    listId: own,
    term: 'Zyrtomax',
    aliases: ['Zyrtomax Forte'],
  })
})
afterAll(() => t.close())

describe('from a pasted text to the safety inbox', () => {
  it('digests the possible AE, and a confirmation puts it in the inbox and the export', async () => {
    const { itemId } = await ingestItem(db, {
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      sourceKind: 'paste',
      title: 'Forum',
      text: 'Nach Zyrtomax Forte hatte ich Herzrasen.',
    })
    const findings = await db.select().from(analysisFindings).where(eq(analysisFindings.itemId, itemId))
    const possible = findings.find((f) => f.type === 'aePossibleKeywords')
    expect(possible).toBeDefined()
    const digest = await t.app.inject({ method: 'GET', url: '/api/medicheck/digest', headers: bearer(token) })
    expect(digest.json().items.map((e: { findingId: string }) => e.findingId)).toContain(possible!.id)

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/medicheck/findings/${possible!.id}/review`,
      headers: bearer(token),
      payload: { action: 'confirm' },
    })
    expect(confirmed.statusCode).toBe(200)
    const inbox = (
      await t.app.inject({ method: 'GET', url: '/api/medicheck/safety-cases', headers: bearer(token) })
    ).json()
    const safetyCase = inbox.items.find((c: { findingId: string }) => c.findingId === possible!.id)
    expect(safetyCase).toMatchObject({
      itemId,
      status: 'open',
      reviewStatus: 'confirmed',
      quote: possible!.quote,
    })
    expect(safetyCase.elements.product).toBe(possible!.product ? 'found' : 'missing')
    expect(inbox.openCount).toBe(1)

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/medicheck/export?format=csv&delimiter=comma',
      headers: { ...bearer(token), 'accept-language': 'en' },
    })
    const [header, ...rows] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data
    const row = rows.find((r) => r[header!.indexOf('Finding ID')] === possible!.id)!
    expect(row[header!.indexOf('Review')]).toBe('confirmed')
    expect(row[header!.indexOf('Safety case ID')]).toBe(safetyCase.id)
  })
})
