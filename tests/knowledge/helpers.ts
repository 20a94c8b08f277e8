// A test app with the knowledge API: signed-in users per role and group, uploads, and a wait for indexing.
import { expect } from 'vitest'
import { bearer, buildApp, type BuildAppOptions, type TestApp } from '../server/helpers/build-app.ts'

export interface KnowledgeTestApp extends TestApp {
  as(role: string, group: string): Promise<{ headers: Record<string, string>; userId: string }>
  createCollection(headers: Record<string, string>, name: string, internal?: boolean): Promise<string>
  upload(headers: Record<string, string>, query: Record<string, string>, body: Buffer | string): Promise<Awaited<ReturnType<TestApp['app']['inject']>>>
  waitForStatus(headers: Record<string, string>, fileId: string, statuses: string[]): Promise<Record<string, unknown>>
}

export async function buildKnowledgeApp(options: BuildAppOptions = {}): Promise<KnowledgeTestApp> {
  const t = await buildApp({ ...options, config: { jobPollMs: 50, ...options.config } })
  const users = new Map<string, { headers: Record<string, string>; userId: string }>()
  return {
    ...t,
    as: async (role, group) => {
      const key = `${role}@${group}`
      if (!users.has(key)) {
        const { user, password } = await t.createUser({ role, group })
        users.set(key, { headers: bearer(await t.signIn(user.email, password)), userId: user.id })
      }
      return users.get(key)!
    },
    createCollection: async (headers, name, internal = false) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/knowledge/collections', headers, payload: { name, internal } })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().id as string
    },
    upload: (headers, query, body) =>
      t.app.inject({
        method: 'POST',
        url: `/api/knowledge/files?${new URLSearchParams(query)}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: typeof body === 'string' ? Buffer.from(body) : body,
      }),
    waitForStatus: async (headers, fileId, statuses) => {
      for (let i = 0; i < 1200; i++) {
        const file = (await t.app.inject({ url: `/api/knowledge/files/${fileId}`, headers })).json() as Record<string, unknown>
        if (statuses.includes(String(file.status))) return file
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`file ${fileId} never reached ${statuses.join('/')}`)
    },
  }
}
