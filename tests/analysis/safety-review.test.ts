// Review of findings and the safety inbox over HTTP (decision 0098): confirm, dismiss with a reason,
// forward, each in the audit log; one case per finding; rights by level; 404 across tenants and
// other groups refused by the manifest's policy.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safetyCases } from '../../src/server/db/analysis-review-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { seedFinding, seedItem, seedSource } from './safety-fixtures.ts'

let t: TestApp
let db: Database
const tokens: Record<string, string> = {}
const ids: Record<string, string> = {}

beforeAll(async () => {
  t = await buildApp()
  db = t.database.handle.db
  for (const [name, role, group] of [
    ['read', 'READ', 'DEMO'],
    ['write', 'WRITE', 'DEMO'],
    ['admin', 'ADMIN', 'DEMO'],
    ['igepha', 'ADMIN', 'IGEPHA'],
  ] as const) {
    const { user, password } = await t.createUser({ role, group })
    ids[name] = user.id
    tokens[name] = await t.signIn(user.email, password)
  }
})
afterAll(() => t.close())

const as = (who: string) => bearer(tokens[who]!)
const review = (who: string, findingId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/medicheck/findings/${findingId}/review`,
    headers: as(who),
    payload,
  })
const auditOf = (findingId: string) => db.select().from(auditLog).where(eq(auditLog.target, findingId))

describe('review of findings', () => {
  it('confirms a suspected AE into the safety inbox with the four elements, and audits it', async () => {
    const source = await seedSource(db, { title: 'Gesundheitsforum' })
    const item = await seedItem(db, {
      sourceId: source,
      url: 'https://forum.example.test/t/1',
      publishedAt: new Date('2026-11-20T08:00:00Z'),
      fetchedAt: new Date('2026-11-27T09:30:00Z'),
    })
    const finding = await seedFinding(db, { itemId: item, reporterPresent: false })
    const response = await review('write', finding.id, { action: 'confirm' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.finding).toMatchObject({
      id: finding.id,
      reviewStatus: 'confirmed',
      reviewedBy: { id: ids.write },
      sourceTitle: 'Gesundheitsforum',
    })
    expect(body.caseCreated).toBe(true)
    // The item's drill-down names the reviewer, as the findings list does.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/medicheck/items/${item}`,
      headers: as('read'),
    })
    const reviewed = detail.json().findings.find((f: { id: string }) => f.id === finding.id)
    expect(reviewed.reviewedBy).toEqual({ id: ids.write, username: body.finding.reviewedBy.username })
    expect(reviewed.reviewedBy.username).toMatch(/\S/)
    const audit = await auditOf(finding.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'analysis.finding.confirmed',
      actorId: ids.write,
      tenant: 'DEMO',
      result: 'success',
    })
    expect(audit[0]!.detail).toMatchObject({
      from: 'open',
      to: 'confirmed',
      caseId: body.safetyCaseId,
      caseCreated: true,
    })

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/medicheck/safety-cases?status=open',
      headers: as('read'),
    })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.json().openCount).toBeGreaterThanOrEqual(1)
    const safetyCase = inbox.json().items.find((c: { id: string }) => c.id === body.safetyCaseId)
    expect(safetyCase).toMatchObject({
      via: 'review',
      product: 'Zyrtomax',
      reaction: 'Hautausschlag',
      quote: 'Nach Zyrtomax bekam meine Mutter einen Hautausschlag.',
      sourceTitle: 'Gesundheitsforum',
      sourceUrl: 'https://forum.example.test/t/1',
      firstSeenAt: '2026-11-27T09:30:00.000Z',
      publishedAt: '2026-11-20T08:00:00.000Z',
      elements: { patient: 'found', reporter: 'missing', product: 'found', reaction: 'found' },
      validReport: false,
      reviewStatus: 'confirmed',
      forwardedBy: { id: ids.write },
      reviewedBy: { id: ids.write },
    })
  })

  it('refuses a dismissal without a reason with 422 safety.dismissReasonRequired and changes nothing', async () => {
    const finding = await seedFinding(db, { itemId: await seedItem(db), type: 'superlative', product: null })
    for (const payload of [
      { action: 'dismiss' },
      { action: 'dismiss', reason: '   ' },
      { action: 'dismiss', reason: null },
    ]) {
      const response = await review('write', finding.id, payload)
      expect(response.statusCode).toBe(422)
      expect(response.json().code).toBe('safety.dismissReasonRequired')
    }
    const [row] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/medicheck/findings?type=superlative&review=open',
        headers: as('read'),
      })
    )
      .json()
      .items.filter((f: { id: string }) => f.id === finding.id)
    expect(row).toMatchObject({ reviewStatus: 'open', reviewedBy: null })
    expect(await auditOf(finding.id)).toHaveLength(0)
  })

  it('dismisses with a reason, closes a case a rule opened, and keeps the reason in the audit log', async () => {
    const item = await seedItem(db)
    const finding = await seedFinding(db, { itemId: item })
    const [ruleCase] = await db
      .insert(safetyCases)
      .values({
        id: `case-${finding.id}`,
        tenantGroup: 'DEMO',
        findingId: finding.id,
        itemId: item,
        firstSeenAt: new Date(),
        via: 'rule',
      })
      .returning()
    const response = await review('write', finding.id, {
      action: 'dismiss',
      reason: 'Die Kopfschmerzen sind die Indikation, keine Nebenwirkung.',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().finding).toMatchObject({
      reviewStatus: 'dismissed',
      dismissReason: 'Die Kopfschmerzen sind die Indikation, keine Nebenwirkung.',
    })
    const [closed] = await db.select().from(safetyCases).where(eq(safetyCases.id, ruleCase!.id))
    expect(closed!.status).toBe('closed')
    const [audit] = await auditOf(finding.id)
    expect(audit).toMatchObject({ action: 'analysis.finding.dismissed' })
    expect(audit!.detail).toMatchObject({
      reason: 'Die Kopfschmerzen sind die Indikation, keine Nebenwirkung.',
      caseClosed: true,
    })
  })

  it('forwards twice into one case, audited each time; refuses to forward a compliance finding', async () => {
    const finding = await seedFinding(db, { itemId: await seedItem(db) })
    const first = await review('write', finding.id, { action: 'forward' })
    const second = await review('admin', finding.id, { action: 'forward' })
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    expect(first.json().caseCreated).toBe(true)
    expect(second.json()).toMatchObject({ caseCreated: false, safetyCaseId: first.json().safetyCaseId })
    expect(await db.select().from(safetyCases).where(eq(safetyCases.findingId, finding.id))).toHaveLength(1)
    const audit = await auditOf(finding.id)
    expect(audit.map((a) => a.action)).toEqual(['analysis.finding.forwarded', 'analysis.finding.forwarded'])
    // The first who forwarded stays the one who forwarded.
    const [safetyCase] = await db.select().from(safetyCases).where(eq(safetyCases.findingId, finding.id))
    expect(safetyCase!.forwardedBy).toBe(ids.write)

    const claim = await seedFinding(db, { itemId: await seedItem(db), type: 'healthClaim' })
    const refused = await review('write', claim.id, { action: 'forward' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('safety.forwardNeedsAdverseEvent')
  })

  it('lets READ read but not review, and answers 404 for another tenant’s finding and case', async () => {
    const finding = await seedFinding(db, { itemId: await seedItem(db) })
    expect((await review('read', finding.id, { action: 'confirm' })).statusCode).toBe(403)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/medicheck/findings', headers: as('read') })).statusCode,
    ).toBe(200)

    const neresItem = await seedItem(db, { tenantGroup: 'NERES' })
    const neres = await seedFinding(db, { itemId: neresItem, tenantGroup: 'NERES' })
    expect((await review('admin', neres.id, { action: 'confirm' })).statusCode).toBe(404)
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/medicheck/findings?limit=1000', headers: as('admin') })
    ).json().items
    expect(listed.some((f: { id: string }) => f.id === neres.id)).toBe(false)
    await db.insert(safetyCases).values({
      id: `case-${neres.id}`,
      tenantGroup: 'NERES',
      findingId: neres.id,
      itemId: neresItem,
      firstSeenAt: new Date(),
      via: 'review',
    })
    for (const [method, url] of [
      ['GET', `/api/medicheck/safety-cases/case-${neres.id}`],
      ['GET', `/api/medicheck/safety-cases/case-${neres.id}/export?format=json`],
    ] as const)
      expect((await t.app.inject({ method, url, headers: as('admin') })).statusCode).toBe(404)
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/medicheck/safety-cases/case-${neres.id}`,
      headers: as('admin'),
      payload: { status: 'closed' },
    })
    expect(patch.statusCode).toBe(404)
    const [untouched] = await db
      .select()
      .from(safetyCases)
      .where(and(eq(safetyCases.id, `case-${neres.id}`)))
    expect(untouched!.status).toBe('open')
  })

  it('refuses every medicine-check endpoint to groups other than DEMO, by the policy', async () => {
    for (const [method, url] of [
      ['GET', '/api/medicheck/findings'],
      ['GET', '/api/medicheck/safety-cases'],
      ['GET', '/api/medicheck/notification-rules'],
      ['GET', '/api/medicheck/export?format=csv'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: as('igepha') })
      expect(response.statusCode, url).toBe(403)
    }
  })

  it('lets WRITE set a case’s status (audited) and not READ', async () => {
    const finding = await seedFinding(db, { itemId: await seedItem(db) })
    const caseId = (await review('write', finding.id, { action: 'forward' })).json().safetyCaseId
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/medicheck/safety-cases/${caseId}`,
          headers: as('read'),
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(403)
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/medicheck/safety-cases/${caseId}`,
      headers: as('write'),
      payload: { status: 'exported' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().status).toBe('exported')
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, caseId), eq(auditLog.action, 'analysis.safetyCase.changed')))
    expect(audit!.detail).toEqual({ from: 'open', to: 'exported' })
    const open = await t.app.inject({
      method: 'GET',
      url: '/api/medicheck/safety-cases?status=exported',
      headers: as('read'),
    })
    expect(open.json().items.map((c: { id: string }) => c.id)).toContain(caseId)
  })
})
