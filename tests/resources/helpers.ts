// A test app with the demo catalogue and a signed-in user per role and group, for the product-data suites.
import { sql, type SQL } from 'drizzle-orm'
import { generateDemoCatalogue, type DemoCatalogue } from '../../src/shared/catalogue/index.ts'
import { seedDemoCatalogue } from '../../src/server/db/resources/seed-catalogue.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'
import { expect } from 'vitest'

export const catalogueSize = 120

export interface ResourceTestApp extends TestApp {
  readonly catalogue: DemoCatalogue
  /** Authorization headers of a user of `role` in `group`, created on first use. */
  as(role: string, group: string): Promise<Record<string, string>>
}

export async function buildResourceApp(options: Parameters<typeof buildApp>[0] = {}): Promise<ResourceTestApp> {
  const t = await buildApp(options)
  await seedDemoCatalogue(t.app.db, { seed: 1, size: catalogueSize })
  const tokens = new Map<string, Record<string, string>>()
  return {
    ...t,
    catalogue: generateDemoCatalogue({ seed: 1, size: catalogueSize }),
    as: async (role, group) => {
      const key = `${role}@${group}`
      if (!tokens.has(key)) {
        const { user, password } = await t.createUser({ role, group })
        tokens.set(key, bearer(await t.signIn(user.email, password)))
      }
      return tokens.get(key)!
    },
  }
}

/**
 * EXPLAIN ANALYZE of a query with sequential and bitmap scans off: the demo catalogue is small
 * enough that the planner would rather read it all, so a test forces the index path it checks.
 * `verbose` adds each node's output columns.
 */
export async function explainPage(t: TestApp, query: SQL, { verbose = false } = {}): Promise<string> {
  return t.app.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`)
    await tx.execute(sql`set local enable_bitmapscan = off`)
    const options = verbose ? sql.raw('analyze, verbose, costs off') : sql.raw('analyze, costs off')
    const result = (await tx.execute(sql`explain (${options}) ${query}`)) as unknown as {
      rows: Record<string, string>[]
    }
    return result.rows.map((row) => Object.values(row)[0]).join('\n')
  })
}

export interface UploadJob {
  id: string
  status: string
  rejectedRows: number
  inserted: number
  updated: number
  unchanged: number
  message: string | null
}

/** Polls an upload job as `as` until it reaches one of `statuses`. */
export async function waitForJob(
  t: ResourceTestApp,
  as: [string, string],
  id: string,
  statuses: string[],
): Promise<UploadJob> {
  for (let i = 0; i < 2400; i++) {
    const job = (
      await t.app.inject({ url: `/api/bulk-uploads/${id}`, headers: await t.as(...as) })
    ).json() as UploadJob
    if (statuses.includes(job.status)) return job
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`job ${id} never reached ${statuses.join('/')}`)
}

/** Uploads CSV lines (`;`-separated, header first) to a list, expects no rejected row, commits and waits for the end. */
export async function uploadAndCommit(
  t: ResourceTestApp,
  as: [string, string],
  resource: string,
  lines: string[],
): Promise<UploadJob> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bulk-uploads',
    headers: await t.as(...as),
    payload: {
      resource,
      fileName: 'upload.csv',
      content: Buffer.from(`${lines.join('\n')}\n`).toString('base64'),
    },
  })
  expect(created.statusCode, created.body).toBe(202)
  const validated = await waitForJob(t, as, created.json().id, ['validated', 'failed'])
  expect(validated).toMatchObject({ status: 'validated', rejectedRows: 0 })
  const commit = await t.app.inject({
    method: 'POST',
    url: `/api/bulk-uploads/${validated.id}/commit`,
    headers: await t.as(...as),
  })
  expect(commit.statusCode).toBe(202)
  return waitForJob(t, as, validated.id, ['committed', 'failed'])
}
