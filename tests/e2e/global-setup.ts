// Global setup of the e2e project: the built browser app, the real server on a fresh embedded
// database with one user per group x level (created through the server's own API as ROOT), and
// one shared Chromium. Everything started here is stopped in the returned teardown.
import { existsSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { groups, levels } from '../../src/generated/access.gen.ts'
import { createUserViaApi, ensureClientBuilt, signInViaApi, startRealServer, type NewUser, type RunningServer } from './support/real-server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH, type E2eUser } from './support/e2e-env.ts'

/** Groups whose customizable chatbot needs the expertMode feature. */
const EXPERT_GROUPS = ['DEMO', 'BPI', 'IGEPHA', 'NERES'] as const

function plannedUsers(): Array<NewUser & { key: string }> {
  const planned: Array<NewUser & { key: string }> = []
  for (const group of groups) {
    for (const role of levels) {
      planned.push({ key: `${role}.${group}`, email: `${role}.${group}@e2e.test`.toLowerCase(), username: `${role}-${group}`.toLowerCase(), password: `pw-${randomBytes(12).toString('base64url')}`, role, group })
    }
  }
  for (const group of EXPERT_GROUPS) {
    planned.push({ key: `expert.${group}`, email: `expert.${group}@e2e.test`.toLowerCase(), username: `expert-${group}`.toLowerCase(), password: `pw-${randomBytes(12).toString('base64url')}`, role: 'READ', group, features: ['expertMode'] })
  }
  return planned
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `E2E tests need Debian's Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH to use another). Install it with ` +
        '`apt-get install -y chromium` (.ci/run does this); the tests never download a browser.',
    )
  }
  ensureClientBuilt({ log: (line) => console.log(`[e2e] ${line}`) })

  let server: RunningServer | undefined
  let browser: BrowserServer | undefined
  const teardown = async () => {
    await browser?.close().catch(() => {})
    await server?.stop()
  }
  try {
    // The sessions made here serve the whole e2e project, which vitest runs after the node and client
    // projects (decision 0059): half an hour or more later, beyond the default 30 idle minutes.
    server = await startRealServer({ env: { SESSION_IDLE_MINUTES: String(12 * 60) } })
    const { baseURL } = server
    const rootSession = await signInViaApi(baseURL, server.root.email, server.root.password)
    const users: Record<string, E2eUser> = {}
    for (const planned of plannedUsers()) {
      const { key, ...user } = planned
      await createUserViaApi(baseURL, rootSession.token, user)
      const session = await signInViaApi(baseURL, user.email, user.password)
      users[key] = { ...user, features: session.features, token: session.token, id: session.id }
    }
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    project.provide('e2e', {
      baseURL,
      wsEndpoint: browser.wsEndpoint(),
      root: { ...server.root, username: rootSession.username, role: 'ROOT', group: 'PARENT', features: [], token: rootSession.token, id: rootSession.id },
      users,
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
