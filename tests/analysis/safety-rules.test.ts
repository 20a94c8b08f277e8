// Notification rules and the digest over HTTP (decision 0098): every level reads, admins manage,
// immediate only for suspected AEs, each change audited, another tenant's rule answers 404.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisNotificationRules } from '../../src/server/db/analysis-review-tables.ts'
import type { Database } from '../../src/server/db/connect.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { evaluateInTransaction, seedFinding, seedItem } from './safety-fixtures.ts'

let t: TestApp
let db: Database
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await buildApp()
  db = t.database.handle.db
  for (const role of ['READ', 'WRITE', 'ADMIN'] as const) {
    const { user, password } = await t.createUser({ role, group: 'DEMO' })
    tokens[role] = await t.signIn(user.email, password)
  }
})
afterAll(() => t.close())

const call = (role: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[role]!), ...(payload ? { payload } : {}) })

describe('notification rules', () => {
  it('shows the default rules to every level', async () => {
    const response = await call('READ', 'GET', '/api/medicheck/notification-rules')
    expect(response.statusCode).toBe(200)
    const rules = response.json().items as { tool: string; findingType: string; delivery: string }[]
    expect(rules.find((r) => r.tool === 'medicheck' && r.findingType === 'aeSuspected')).toMatchObject({
      delivery: 'immediate',
      cooldownMinutes: 60,
    })
    expect(rules.find((r) => r.tool === 'podcast' && r.findingType === 'aeSuspected')).toMatchObject({
      delivery: 'immediate',
    })
    expect(rules.filter((r) => r.tool === 'medicheck' && r.delivery === 'immediate')).toHaveLength(1)
  })

  it('lets ADMIN create, change and delete a rule, each audited; WRITE and READ may not', async () => {
    const rule = {
      name: 'Zyrtomax-Meldungen',
      findingType: 'aePossibleKeywords',
      product: 'Zyrtomax',
      delivery: 'immediate',
      cooldownMinutes: 30,
    }
    for (const role of ['READ', 'WRITE'])
      expect((await call(role, 'POST', '/api/medicheck/notification-rules', rule)).statusCode).toBe(403)
    const created = await call('ADMIN', 'POST', '/api/medicheck/notification-rules', rule)
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect(created.json()).toMatchObject({ ...rule, tool: 'medicheck', enabled: true, lastFiredAt: null })
    expect(
      (await call('WRITE', 'PATCH', `/api/medicheck/notification-rules/${id}`, { enabled: false }))
        .statusCode,
    ).toBe(403)
    const changed = await call('ADMIN', 'PATCH', `/api/medicheck/notification-rules/${id}`, {
      cooldownMinutes: 120,
      enabled: false,
    })
    expect(changed.json()).toMatchObject({ cooldownMinutes: 120, enabled: false })
    expect((await call('WRITE', 'DELETE', `/api/medicheck/notification-rules/${id}`)).statusCode).toBe(403)
    expect((await call('ADMIN', 'DELETE', `/api/medicheck/notification-rules/${id}`)).statusCode).toBe(204)
    expect((await call('ADMIN', 'DELETE', `/api/medicheck/notification-rules/${id}`)).statusCode).toBe(404)
    const audit = await db.select().from(auditLog).where(eq(auditLog.target, id))
    expect(audit.map((a) => a.action).sort()).toEqual([
      'analysis.rule.changed',
      'analysis.rule.created',
      'analysis.rule.deleted',
    ])
  })

  it('refuses an immediate rule for a compliance finding with 422 safety.immediateNeedsAdverseEvent', async () => {
    const refused = await call('ADMIN', 'POST', '/api/medicheck/notification-rules', {
      findingType: 'superlative',
      delivery: 'immediate',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('safety.immediateNeedsAdverseEvent')
    const digest = (await call('ADMIN', 'GET', '/api/medicheck/notification-rules'))
      .json()
      .items.find(
        (r: { findingType: string; tool: string }) =>
          r.findingType === 'superlative' && r.tool === 'medicheck',
      )
    const patched = await call('ADMIN', 'PATCH', `/api/medicheck/notification-rules/${digest.id}`, {
      delivery: 'immediate',
    })
    expect(patched.statusCode).toBe(422)
    const [unchanged] = await db
      .select()
      .from(analysisNotificationRules)
      .where(eq(analysisNotificationRules.id, digest.id))
    expect(unchanged!.delivery).toBe('digest')
    const bad = await call('ADMIN', 'POST', '/api/medicheck/notification-rules', {
      findingType: 'aeSuspected',
      delivery: 'immediate',
      cooldownMinutes: -5,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('answers 404 for another tenant’s rule', async () => {
    await db.insert(analysisNotificationRules).values({
      id: 'neres-rule',
      tenantGroup: 'NERES',
      tool: 'podcast',
      name: 'NERES',
      findingType: 'aeSuspected',
      delivery: 'immediate',
    })
    expect(
      (await call('ADMIN', 'PATCH', '/api/medicheck/notification-rules/neres-rule', { enabled: false }))
        .statusCode,
    ).toBe(404)
    expect((await call('ADMIN', 'DELETE', '/api/medicheck/notification-rules/neres-rule')).statusCode).toBe(
      404,
    )
    const [kept] = await db
      .select()
      .from(analysisNotificationRules)
      .where(and(eq(analysisNotificationRules.id, 'neres-rule')))
    expect(kept!.enabled).toBe(true)
    const listed = (await call('ADMIN', 'GET', '/api/medicheck/notification-rules')).json().items
    expect(listed.some((r: { id: string }) => r.id === 'neres-rule')).toBe(false)
  })

  it('lists the digest: digest findings and an immediate rule’s matches within its cooldown, with counts', async () => {
    const item = await seedItem(db, { title: 'Eine Geschichte, fünfzigmal' })
    const findings = [
      await seedFinding(db, { itemId: item }),
      await seedFinding(db, { itemId: item, detail: 'Übelkeit' }),
      await seedFinding(db, { itemId: item, type: 'offLabel', product: null }),
    ]
    const outcome = await evaluateInTransaction(db, findings)
    expect(outcome).toMatchObject({ digested: 1, cooledDown: 1 })
    const response = await call('READ', 'GET', '/api/medicheck/digest')
    expect(response.statusCode).toBe(200)
    const { items, counts } = response.json()
    const ours = items.filter((entry: { itemId: string }) => entry.itemId === item)
    expect(
      ours.map((e: { disposition: string; findingId: string }) => [e.disposition, e.findingId]).sort(),
    ).toEqual(
      [
        ['cooldown', findings[1]!.id],
        ['digest', findings[2]!.id],
      ].sort(),
    )
    expect(ours[0]).toMatchObject({ itemTitle: 'Eine Geschichte, fünfzigmal' })
    expect(
      counts.some(
        (c: { disposition: string; count: number }) => c.disposition === 'cooldown' && c.count >= 1,
      ),
    ).toBe(true)
    expect((await call('READ', 'GET', '/api/medicheck/digest?from=not-a-date')).json().code).toBe(
      'safety.badDate',
    )
  })
})
