// Property-based fuzz over every operation of schema/openapi.yaml: requests built from the contract's
// schemas and known nasty inputs (tests/fuzz/contract-arbitraries.ts), sent by a signed-in user of each
// level (and anonymously) through app.inject. No client input may answer 5xx; a failure prints the
// request. The seed is fixed so CI repeats itself; FUZZ_SEED=<n> replays another, FUZZ_RUNS=<n> sends
// more requests per operation.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { levels } from '../src/generated/access.gen.ts'
import { loadContract } from '../src/server/contract.ts'
import { requestsTo, type FuzzRequest } from './fuzz/contract-arbitraries.ts'
import { buildResourceApp, type ResourceTestApp } from './resources/helpers.ts'

const seed = Number(process.env.FUZZ_SEED ?? 19_2026)
const numRuns = Number(process.env.FUZZ_RUNS ?? 40)
const contract = loadContract()
/** Operations that would end the caller's own session; fuzzed without a valid token. */
const endsSession = new Set(['auth-signout'])
const callerGroups: Record<string, string> = { READ: 'DEMO', WRITE: 'NERES', ADMIN: 'IGEPHA', ROOT: 'PARENT' }

let t: ResourceTestApp
const ids: string[] = []

beforeAll(async () => {
  console.info(`api fuzz: seed ${seed}, ${numRuns} requests per operation (FUZZ_SEED, FUZZ_RUNS to change)`)
  t = await buildResourceApp()
  for (const group of ['DEMO', 'PARENT']) ids.push((await t.createUser({ role: 'READ', group })).user.id)
  ids.push(t.catalogue.countries[0]!.id, t.catalogue.pzns[0]!.id, t.catalogue['my-markets'][0]!.id)
  const job = await t.app.inject({
    method: 'POST',
    url: '/api/bulk-uploads',
    headers: await t.as('ROOT', 'PARENT'),
    payload: { resource: 'brands', fileName: 'Übersicht €.csv', content: Buffer.from('manufacturer.name;name\r\nnone;=1+1\r\n').toString('base64') },
  })
  expect(job.statusCode).toBe(202)
  ids.push(job.json().id)
}, 180_000)
afterAll(() => t?.close())

const describeRequest = (request: FuzzRequest, who: string) =>
  `${request.method} ${request.url} as ${who}${request.payload === undefined ? '' : ` body ${request.payload.slice(0, 2000)}`}${request.headers['accept-language'] === undefined ? '' : ` accept-language ${JSON.stringify(request.headers['accept-language'])}`}`

describe('API fuzz: no client input answers 5xx', () => {
  it.each(contract.operations.map((operation) => [operation.operationId, operation] as const))('%s', async (_id, operation) => {
    const schema = contract.schemaFor(operation.operationId)
    const callers = endsSession.has(operation.operationId) ? ['anonymous'] : ['anonymous', ...levels]
    const headersOf = new Map<string, Record<string, string>>()
    for (const who of callers) headersOf.set(who, who === 'anonymous' ? {} : await t.as(who, callerGroups[who]!))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callers), requestsTo(operation, schema, ids), async (who, request) => {
        const response = await t.app.inject({ method: request.method as 'GET', url: request.url, payload: request.payload, headers: { ...request.headers, ...headersOf.get(who) } })
        if (response.statusCode >= 500) throw new Error(`${response.statusCode} for ${describeRequest(request, who)}: ${response.body.slice(0, 500)}`)
      }),
      { seed, numRuns },
    )
  }, 60_000)
})
