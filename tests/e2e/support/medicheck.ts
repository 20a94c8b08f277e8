// What the medicine-check e2e tests share: a server of their own, users of DEMO signed in through the
// API, calls as one of them, and a browser page opened as one of them.
import type { BrowserContext, Page } from 'playwright-core'
import { browser } from './browser.ts'
import { createUserViaApi, signInViaApi, type RunningServer } from './real-server.ts'

export interface MedicheckWorld {
  server: RunningServer
  tokens: Record<string, string>
  usernames: Record<string, string>
  contexts: BrowserContext[]
}

/** Signs in the ROOT and creates (and signs in) one DEMO user per level given. */
export async function demoUsers(
  world: MedicheckWorld,
  prefix: string,
  roles: readonly ('READ' | 'WRITE' | 'ADMIN')[],
) {
  const root = await signInViaApi(world.server.baseURL, world.server.root.email, world.server.root.password)
  world.tokens.root = root.token
  for (const role of roles) {
    const planned = {
      email: `${prefix}-${role.toLowerCase()}@e2e.test`,
      username: `${prefix}-${role.toLowerCase()}`,
      password: `pw-${prefix}-${role}-long-enough`,
      role,
      group: 'DEMO',
    }
    await createUserViaApi(world.server.baseURL, root.token, planned)
    world.tokens[role] = (await signInViaApi(world.server.baseURL, planned.email, planned.password)).token
    world.usernames[role] = planned.username
  }
}

/** A JSON call as a signed-in user; anything but 2xx throws with the answer. */
export async function call(
  world: MedicheckWorld,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${world.server.baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

/** An own-products list holding `term` (the lists' defaults hold AE terms and claims, no products). */
export async function addOwnProduct(world: MedicheckWorld, token: string, term: string) {
  const list = await call(world, token, 'POST', '/api/medicheck/keyword-lists', {
    kind: 'own',
    name: 'Eigene Produkte',
  })
  await call(world, token, 'POST', `/api/medicheck/keyword-lists/${list.id}/keywords`, {
    term,
    aliases: [],
    language: null,
  })
}

export async function openAs(world: MedicheckWorld, role: string, path: string): Promise<Page> {
  const context = await (
    await browser()
  ).newContext({
    baseURL: world.server.baseURL,
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    storageState: {
      cookies: [],
      origins: [
        { origin: world.server.baseURL, localStorage: [{ name: 'user-token', value: world.tokens[role]! }] },
      ],
    },
  })
  world.contexts.push(context)
  const page = await context.newPage()
  await page.goto(path)
  return page
}
