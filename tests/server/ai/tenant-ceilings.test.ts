// Ceilings (issue 36 finding 5, decision 0084): the ROOT of PARENT sets each tenant's most token and
// image budget and storage; a tenant ADMIN may set lower limits, never raise its own or lift them,
// and every reader (the gateway's budgets, the knowledge quota, team activity) takes the lower of
// the tenant's limit and its ceiling. Over HTTP (app.inject) on the test database.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEffectiveBudgets } from '../../../src/server/ai/budget.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import { readTenantStorage } from '../../../src/server/knowledge/knowledge-limits.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

const gb = 1024 ** 3
const defaultQuota = 2 * gb
let t: TestApp
let root: string
let admin: string
let rootOfDemo: string
const url = '/api/ai-admin/tenant-settings/DEMO'

beforeAll(async () => {
  t = await buildApp({ config: { knowledgeTenantQuotaBytes: defaultQuota } })
  const token = async (role: string, group: string) => {
    const { user, password } = await t.createUser({ role, group })
    return t.signIn(user.email, password)
  }
  root = await token('ROOT', 'PARENT')
  admin = await token('ADMIN', 'DEMO')
  rootOfDemo = await token('ROOT', 'DEMO')
})
afterAll(async () => {
  await t.close()
})

const patch = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload })
const read = async () => (await t.app.inject({ url, headers: bearer(admin) })).json()

describe('ceilings', () => {
  it('refuses the probe: a tenant ADMIN lifting its storage quota to 1e15 bytes (the server default is its ceiling)', async () => {
    const lifted = await patch(admin, { storageQuotaBytes: 1e15 })
    expect(lifted.statusCode).toBe(422)
    expect(lifted.json()).toMatchObject({
      code: 'ai.aboveCeiling',
      fieldErrors: { storageQuotaBytes: { code: 'ai.aboveCeiling', params: { ceiling: defaultQuota } } },
    })
    expect((await read()).storageQuotaBytes).toBeNull()
    expect((await read()).ceilings).toEqual({
      monthlyTokenBudget: null,
      monthlyImageBudget: null,
      storageQuotaBytes: defaultQuota,
    })
  })

  it('lets only the ROOT of PARENT set ceilings; a tenant ADMIN or ROOT of the tenant gets 403 and nothing changes', async () => {
    for (const token of [admin, rootOfDemo]) {
      const refused = await patch(token, { ceilings: { monthlyTokenBudget: 1e9 }, monthlyTokenBudget: 5 })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('ai.ceilingsParentOnly')
    }
    expect((await read()).monthlyTokenBudget).toBeNull()
    const set = await patch(root, {
      ceilings: { monthlyTokenBudget: 10_000, monthlyImageBudget: 10, storageQuotaBytes: 5 * gb },
    })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().ceilings).toEqual({
      monthlyTokenBudget: 10_000,
      monthlyImageBudget: 10,
      storageQuotaBytes: 5 * gb,
    })
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'ai.tenant.ceilings.changed'))
    expect(audited).toHaveLength(1)
  })

  it('refuses an ADMIN raising its own limits above the ceilings, allows lowering, and a removed limit leaves the ceiling in force', async () => {
    for (const [field, value] of [
      ['monthlyTokenBudget', 10_001],
      ['monthlyImageBudget', 11],
      ['storageQuotaBytes', 5 * gb + 1],
    ] as const) {
      const raised = await patch(admin, { [field]: value })
      expect(raised.statusCode, field).toBe(422)
      expect(raised.json().fieldErrors[field].code).toBe('ai.aboveCeiling')
    }
    // Nothing half-written: a refused change with a valid part stores neither.
    expect((await patch(admin, { threadRetentionDays: 30, monthlyTokenBudget: 20_000 })).statusCode).toBe(422)
    expect((await read()).threadRetentionDays).toBeNull()

    const lowered = await patch(admin, {
      monthlyTokenBudget: 4000,
      monthlyImageBudget: 2,
      storageQuotaBytes: gb,
    })
    expect(lowered.statusCode, lowered.body).toBe(200)
    expect(await readEffectiveBudgets(t.app.db, 'DEMO')).toEqual({ tokens: 4000, images: 2 })
    expect((await readTenantStorage(t.app.db, 'DEMO', defaultQuota)).quotaBytes).toBe(gb)

    const removed = await patch(admin, {
      monthlyTokenBudget: null,
      monthlyImageBudget: null,
      storageQuotaBytes: null,
    })
    expect(removed.statusCode).toBe(200)
    expect(await readEffectiveBudgets(t.app.db, 'DEMO')).toEqual({ tokens: 10_000, images: 10 })
    expect((await readTenantStorage(t.app.db, 'DEMO', defaultQuota)).quotaBytes).toBe(5 * gb)
  })

  it('lets the ROOT of PARENT raise a ceiling (then the ADMIN may use it) and lowers a limit left above a lowered ceiling', async () => {
    expect((await patch(root, { ceilings: { monthlyTokenBudget: 50_000 } })).statusCode).toBe(200)
    expect((await patch(admin, { monthlyTokenBudget: 20_000 })).statusCode).toBe(200)
    const lowered = await patch(root, { ceilings: { monthlyTokenBudget: 8_000 } })
    expect(lowered.statusCode).toBe(200)
    expect(lowered.json()).toMatchObject({
      monthlyTokenBudget: 8_000,
      ceilings: { monthlyTokenBudget: 8_000, monthlyImageBudget: 10 },
    })
    // The ROOT of PARENT is held to the ceilings too, and may change both in one request.
    expect((await patch(root, { monthlyTokenBudget: 9_000 })).statusCode).toBe(422)
    expect(
      (await patch(root, { monthlyTokenBudget: 9_000, ceilings: { monthlyTokenBudget: 9_000 } })).statusCode,
    ).toBe(200)
    expect(await readEffectiveBudgets(t.app.db, 'DEMO')).toEqual({ tokens: 9_000, images: 10 })
  })
})
