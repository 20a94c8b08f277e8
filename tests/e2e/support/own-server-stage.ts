// The stage of an e2e file that runs on a server of its own (voice AI, podcasts): the server, signed-in
// users of one group by role, JSON calls over the API, a browser page per user, and - for the tools that
// answer with a language model - a scripted OpenAI-compatible chat model set up as the group's default
// through the admin API, as an admin would. One setup, so the files do not each repeat it.
import type { BrowserContext, Page } from 'playwright-core'
import type { ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { browser } from './browser.ts'
import { createUserViaApi, signInViaApi, startRealServer, type RunningServer } from './real-server.ts'

export interface OwnServerStage {
  readonly server: RunningServer
  /** Bearer tokens by the user keys given to startOwnServerStage, and `root`. */
  readonly tokens: Record<string, string>
  /** A JSON request; throws with the answer on a status of 300 and up. */
  call<T = unknown>(token: string, method: string, path: string, body?: unknown): Promise<T>
  /** A fresh browser context signed in as the user, at `path`. */
  openAs(key: string, path: string, viewport?: { width: number; height: number }): Promise<Page>
  /** Makes the scripted server's model the group's only allowed and default chat model. */
  useScriptedChatModel(
    models: ScriptedOpenAiServer,
    model: { apiKey: string; modelName: string; displayName: string },
  ): Promise<void>
  close(): Promise<void>
}

export async function startOwnServerStage(options: {
  /** Names the users: `<prefix>-<key>@e2e.test`. */
  prefix: string
  group: string
  users: Record<string, string>
}): Promise<OwnServerStage> {
  const server = await startRealServer()
  const contexts: BrowserContext[] = []
  const root = await signInViaApi(server.baseURL, server.root.email, server.root.password)
  const tokens: Record<string, string> = { root: root.token }
  for (const [key, role] of Object.entries(options.users)) {
    const planned = {
      email: `${options.prefix}-${key}@e2e.test`,
      username: `${options.prefix}-${key}`,
      password: `pw-${options.prefix}-${key}-long-enough`,
      role,
      group: options.group,
    }
    await createUserViaApi(server.baseURL, root.token, planned)
    tokens[key] = (await signInViaApi(server.baseURL, planned.email, planned.password)).token
  }
  const call = async <T = unknown>(
    token: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> => {
    const response = await fetch(`${server.baseURL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const textBody = await response.text()
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${textBody}`)
    return (textBody ? JSON.parse(textBody) : null) as T
  }
  return {
    server,
    tokens,
    call,
    openAs: async (key, path, viewport = { width: 1400, height: 1000 }) => {
      const context = await (
        await browser()
      ).newContext({
        baseURL: server.baseURL,
        viewport,
        storageState: {
          cookies: [],
          origins: [{ origin: server.baseURL, localStorage: [{ name: 'user-token', value: tokens[key]! }] }],
        },
      })
      contexts.push(context)
      const page = await context.newPage()
      await page.goto(path)
      return page
    },
    useScriptedChatModel: async (models, model) => {
      const provider = await call<{ id: string }>(root.token, 'POST', '/api/ai-admin/providers', {
        name: 'Scripted',
        kind: 'openai-compatible',
        baseUrl: models.baseUrl,
        apiKey: model.apiKey,
        timeoutMs: 5000,
        maxRetries: 0,
      })
      const created = await call<{ id: string }>(root.token, 'POST', '/api/ai-admin/models', {
        providerId: provider.id,
        modelName: model.modelName,
        displayName: model.displayName,
        capabilities: ['chat'],
      })
      await call(root.token, 'PATCH', `/api/ai-admin/tenant-settings/${options.group}`, {
        allowedModelIds: [created.id],
        defaultChatModelId: created.id,
      })
    },
    close: async () => {
      for (const context of contexts) await context.close().catch(() => {})
      await server.stop()
    },
  }
}
