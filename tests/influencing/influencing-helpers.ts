// The influencing suites' app: signed-in users per role and group, fixtures read from
// tests/fixtures/linkedin/ (made by scripts/make-linkedin-fixtures.ts), imports over HTTP.
import { readFileSync } from 'node:fs'
import type { Response as LightMyRequestResponse } from 'light-my-request'
import { expect } from 'vitest'
import { bearer, buildApp, type BuildAppOptions, type TestApp } from '../server/helpers/build-app.ts'

export const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/linkedin/${name}`, import.meta.url))

export interface InfluencingTestApp extends TestApp {
  as(role: string, group: string): Promise<Record<string, string>>
  importFile(
    name: string,
    options?: { role?: string; group?: string; body?: Buffer; ambassadorId?: string },
  ): Promise<LightMyRequestResponse>
  addAmbassador(name: string, consentOn: string, group?: string): Promise<string>
  /** Moves the clock on by days and signs everyone in again (a session idles out meanwhile). */
  advanceDays(days: number): void
}

export async function buildInfluencingApp(options: BuildAppOptions = {}): Promise<InfluencingTestApp> {
  const t = await buildApp(options)
  const users = new Map<string, Record<string, string>>()
  const as = async (role: string, group: string) => {
    const key = `${role}@${group}`
    if (!users.has(key)) {
      const { user, password } = await t.createUser({ role, group })
      users.set(key, bearer(await t.signIn(user.email, password)))
    }
    return users.get(key)!
  }
  return {
    ...t,
    as,
    advanceDays: (days) => {
      t.clock.advance(days * 86_400_000)
      users.clear()
    },
    importFile: async (name, { role = 'ADMIN', group = 'DEMO', body, ambassadorId } = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/influencing/imports?${new URLSearchParams({ filename: name, ...(ambassadorId && { ambassadorId }) })}`,
        headers: { ...(await as(role, group)), 'content-type': 'application/octet-stream' },
        payload: body ?? fixture(name),
      }),
    addAmbassador: async (name, consentOn, group = 'DEMO') => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/influencing/ambassadors',
        headers: await as('ADMIN', group),
        payload: { name, consentOn },
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().id as string
    },
  }
}
