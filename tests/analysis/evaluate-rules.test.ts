// Notification rules on the real database (decision 0098): the defaults, immediate rules opening
// safety cases, digest rules, and the cooldown per rule and item or product.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { evaluateRules, type RulesOutcome } from '../../src/server/analysis/inbox/evaluate-rules.ts'
import {
  analysisDigestEntries,
  analysisFindings,
  analysisNotificationRules,
  safetyCases,
} from '../../src/server/db/analysis-review-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { evaluateInTransaction, seedFinding, seedItem } from './safety-fixtures.ts'

let t: TestApp
let db: Database

beforeAll(async () => {
  // The app's start adds the tenant groups the rows belong to.
  t = await buildApp()
  db = t.database.handle.db
})
afterAll(() => t.close())

beforeEach(async () => {
  await db.execute(sql`delete from analysis_items`)
  await db.execute(sql`delete from analysis_notification_rules`)
})

const casesOf = (tenantGroup = 'DEMO') =>
  db.select().from(safetyCases).where(eq(safetyCases.tenantGroup, tenantGroup))
const digestOf = (disposition: string) =>
  db.select().from(analysisDigestEntries).where(eq(analysisDigestEntries.disposition, disposition))
const ruleOf = async (findingType: string) =>
  (
    await db
      .select()
      .from(analysisNotificationRules)
      .where(
        and(
          eq(analysisNotificationRules.tenantGroup, 'DEMO'),
          eq(analysisNotificationRules.findingType, findingType),
        ),
      )
  )[0]!

describe('evaluateRules', () => {
  it('adds the default rules once and raises a suspected AE to the safety inbox at once', async () => {
    const item = await seedItem(db, { title: 'Forum: Zyrtomax', url: 'https://forum.example.test/1' })
    const finding = await seedFinding(db, { itemId: item })
    const outcome = await evaluateInTransaction(db, [finding])
    expect(outcome.raised).toHaveLength(1)
    const [safetyCase] = await casesOf()
    expect(safetyCase).toMatchObject({
      findingId: finding.id,
      itemId: item,
      via: 'rule',
      product: 'Zyrtomax',
      reaction: 'Hautausschlag',
      sourceUrl: 'https://forum.example.test/1',
      status: 'open',
    })
    expect(safetyCase!.ruleId).toBe((await ruleOf('aeSuspected')).id)
    await evaluateInTransaction(db, [
      await seedFinding(db, { itemId: await seedItem(db), type: 'superlative', product: null }),
    ])
    const rules = await db
      .select()
      .from(analysisNotificationRules)
      .where(eq(analysisNotificationRules.tenantGroup, 'DEMO'))
    expect(rules.filter((rule) => rule.findingType === 'aeSuspected')).toHaveLength(1)
    expect(rules.find((rule) => rule.findingType === 'aeSuspected')).toMatchObject({
      delivery: 'immediate',
      cooldownMinutes: 60,
    })
  })

  it('puts findings of a digest rule into the digest, not the inbox', async () => {
    const finding = await seedFinding(db, {
      itemId: await seedItem(db),
      type: 'mandatoryTextMissing',
      origin: 'rule',
      product: null,
    })
    const outcome = await evaluateInTransaction(db, [finding])
    expect(outcome).toEqual({ raised: [], digested: 1, cooledDown: 0 })
    expect(await casesOf()).toHaveLength(0)
    expect((await digestOf('digest')).map((entry) => entry.findingId)).toEqual([finding.id])
  })

  it('raises one case per item within the cooldown: the other findings of the story are counted in the digest', async () => {
    const item = await seedItem(db)
    const findings = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        seedFinding(db, { itemId: item, product: i === 0 ? 'Zyrtomax' : null, detail: `Reaktion ${i}` }),
      ),
    )
    const outcome = await evaluateInTransaction(db, findings)
    expect(outcome.raised).toHaveLength(1)
    expect(outcome.cooledDown).toBe(4)
    expect(await casesOf()).toHaveLength(1)
    expect(await digestOf('cooldown')).toHaveLength(4)
  })

  it('raises one case per product within the cooldown (folded), and again for another product or after the cooldown', async () => {
    const first = await seedFinding(db, { itemId: await seedItem(db), product: 'Zyrtomax' })
    expect((await evaluateInTransaction(db, [first])).raised).toHaveLength(1)
    // The same story in another feed, the product written otherwise.
    const reprint = await seedFinding(db, { itemId: await seedItem(db), product: ' ZYRTOMÄX ' })
    expect(await evaluateInTransaction(db, [reprint])).toEqual({ raised: [], digested: 0, cooledDown: 1 })
    const other = await seedFinding(db, { itemId: await seedItem(db), product: 'Dolorex' })
    expect((await evaluateInTransaction(db, [other])).raised).toHaveLength(1)
    // 61 minutes later the rule raises Zyrtomax again.
    await db.execute(sql`update safety_cases set created_at = created_at - interval '61 minutes'`)
    const later = await seedFinding(db, { itemId: await seedItem(db), product: 'Zyrtomax' })
    expect((await evaluateInTransaction(db, [later])).raised).toHaveLength(1)
    expect(await casesOf()).toHaveLength(3)
    expect((await ruleOf('aeSuspected')).lastFiredAt).not.toBeNull()
  })

  it('raises every finding with a cooldown of 0, and nothing with the rule disabled', async () => {
    await evaluateInTransaction(db, []) // nothing to do, no defaults needed
    const item = await seedItem(db)
    await evaluateInTransaction(db, [await seedFinding(db, { itemId: item, type: 'mention', product: null })])
    const rule = await ruleOf('aeSuspected')
    await db
      .update(analysisNotificationRules)
      .set({ cooldownMinutes: 0 })
      .where(eq(analysisNotificationRules.id, rule.id))
    const two = [await seedFinding(db, { itemId: item }), await seedFinding(db, { itemId: item })]
    expect((await evaluateInTransaction(db, two)).raised).toHaveLength(2)
    await db
      .update(analysisNotificationRules)
      .set({ enabled: false })
      .where(eq(analysisNotificationRules.id, rule.id))
    expect(
      await evaluateInTransaction(db, [
        await seedFinding(db, { itemId: await seedItem(db), product: 'Neu' }),
      ]),
    ).toEqual({ raised: [], digested: 0, cooledDown: 0 })
  })

  it('applies a product rule only to its product, and keeps tenants apart', async () => {
    const item = await seedItem(db)
    await evaluateInTransaction(db, [await seedFinding(db, { itemId: item, type: 'mention', product: null })])
    await db.insert(analysisNotificationRules).values({
      id: 'rule-dolorex',
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      name: 'Dolorex claims',
      findingType: 'healthClaim',
      product: 'Dolorex',
      delivery: 'digest',
    })
    const claims = [
      await seedFinding(db, { itemId: item, type: 'healthClaim', product: 'dolorex' }),
      await seedFinding(db, { itemId: item, type: 'healthClaim', product: 'Zyrtomax' }),
    ]
    await evaluateInTransaction(db, claims)
    const byRule = await db
      .select()
      .from(analysisDigestEntries)
      .where(eq(analysisDigestEntries.ruleId, 'rule-dolorex'))
    expect(byRule.map((entry) => entry.findingId)).toEqual([claims[0]!.id])
    // DEMO's podcast AE: its own defaults (tool podcast), its own case; the medicheck cooldown does not hold it back.
    const podcastItem = await seedItem(db, { tool: 'podcast' })
    const podcastAe = await seedFinding(db, { itemId: podcastItem, tool: 'podcast' })
    await evaluateInTransaction(db, [await seedFinding(db, { itemId: await seedItem(db) })])
    expect((await evaluateInTransaction(db, [podcastAe])).raised).toHaveLength(1)
    // NERES has the podcast analyser but no safety inbox (decision 0110): no case it could not open; the
    // finding stays open for review and is counted in its digest.
    const neresItem = await seedItem(db, { tenantGroup: 'NERES', tool: 'podcast' })
    const neres = await seedFinding(db, { itemId: neresItem, tenantGroup: 'NERES', tool: 'podcast' })
    expect(await evaluateInTransaction(db, [neres])).toEqual({ raised: [], digested: 1, cooledDown: 0 })
    expect(await casesOf('NERES')).toHaveLength(0)
    const [kept] = await db.select().from(analysisFindings).where(eq(analysisFindings.id, neres.id))
    expect(kept!.reviewStatus).toBe('open')
  })

  it("runs in the caller's transaction: findings given with their item are raised and undone with it", async () => {
    const item = await seedItem(db)
    const rolledBack = new Error('rolled back')
    let outcome: RulesOutcome | undefined
    await expect(
      db.transaction(async (tx) => {
        const finding = await seedFinding(tx, { itemId: item })
        outcome = await evaluateRules(tx, [{ ...finding, itemId: item }])
        expect(await tx.select().from(safetyCases).where(eq(safetyCases.findingId, finding.id))).toHaveLength(
          1,
        )
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    expect(outcome?.raised).toHaveLength(1)
    expect(await casesOf()).toHaveLength(0)
    // A finding read back is only the tenant's own: NERES's finding named as DEMO's is not acted on.
    const foreign = await seedFinding(db, {
      itemId: await seedItem(db, { tenantGroup: 'NERES' }),
      tenantGroup: 'NERES',
    })
    expect(await evaluateInTransaction(db, [{ ...foreign, tenantGroup: 'DEMO' }])).toEqual({
      raised: [],
      digested: 0,
      cooledDown: 0,
    })
    expect(await casesOf()).toHaveLength(0)
  })

  it('raises one case when two runs evaluate findings of the same item at the same time', async () => {
    const item = await seedItem(db)
    const a = await seedFinding(db, { itemId: item })
    const b = await seedFinding(db, { itemId: item })
    const outcomes = await Promise.all([evaluateInTransaction(db, [a]), evaluateInTransaction(db, [b])])
    expect(outcomes.flatMap((o) => o.raised)).toHaveLength(1)
    expect(outcomes.reduce((n, o) => n + o.cooledDown, 0)).toBe(1)
    expect(await casesOf()).toHaveLength(1)
  })
})
