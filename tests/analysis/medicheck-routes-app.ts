// The medicheck routes' test app: the app without a job runner (the fetch jobs a source enqueues stay
// queued for the test to see: a runner could claim one between "create" and "fetch now", which then
// queued a second), users of DEMO at three levels and admins of BPI and IGEPHA, and calls as one of them.
import { afterAll, beforeAll } from 'vitest'
import { bearer, buildApp } from '../server/helpers/build-app.ts'

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Built = Awaited<ReturnType<typeof build>>

/**
 * Builds the app before the suite's tests and closes it after; returns its database and the calls as
 * one of the users: `call(who, method, url, payload?)`, `upload(who, filename, body, query?)`.
 */
export function medicheckRoutesApp() {
  let built: Built | undefined
  beforeAll(async () => {
    built = await build()
  }, 180_000)
  afterAll(async () => built?.t.close())
  return {
    db: () => built!.t.database.handle.db,
    call: (...args: Parameters<Built['call']>) => built!.call(...args),
    upload: (...args: Parameters<Built['upload']>) => built!.upload(...args),
  }
}

async function build() {
  const t = await buildApp({ config: { jobsEnabled: false } })
  const tokens: Record<string, string> = {}
  for (const [name, role, group] of [
    ['admin', 'ADMIN', 'DEMO'],
    ['write', 'WRITE', 'DEMO'],
    ['read', 'READ', 'DEMO'],
    ['bpiAdmin', 'ADMIN', 'BPI'],
    ['igephaAdmin', 'ADMIN', 'IGEPHA'],
  ] as const) {
    const { user, password } = await t.createUser({ role, group })
    tokens[name] = await t.signIn(user.email, password)
  }
  return {
    t,
    call: (who: string, method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload !== undefined && { payload }) }),
    upload: (who: string, filename: string, body: string | Buffer, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/medicheck/items/upload?filename=${encodeURIComponent(filename)}${query}`,
        headers: { ...bearer(tokens[who]!), 'content-type': 'application/octet-stream' },
        payload: typeof body === 'string' ? Buffer.from(body) : body,
      }),
  }
}

/** A pasted text with a suspected AE of Zyrtomax. */
export const ae = 'Seit ich Zyrtomax nehme, ist mir jeden Morgen übel.'
