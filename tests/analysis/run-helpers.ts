// The analysis-run suites' app: the chat test app with a short job poll, a scripted OpenAI-compatible
// model (the tenant's default, with prices), items through ingestItem, and a wait for a
// run to end.
import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { buildChatApp, type ChatTestApp } from '../chat/chat-helpers.ts'
import type { BuildAppOptions } from '../server/helpers/build-app.ts'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'

export const apiKey = 'sk-scripted-analysis-39'

export interface RunTestApp extends ChatTestApp {
  readonly server: ScriptedOpenAiServer
  /** Makes a chat model the group's default (prices per million tokens: 2 in, 8 out); returns its id. */
  addModel(group: string, options?: { budget?: number | null; contextWindow?: number }): Promise<string>
  setBudget(group: string, budget: number | null): Promise<void>
  addItem(
    group: string,
    fields: {
      title: string
      text: string
      language?: string
      tool?: string
      segments?: { start: number; end: number; text: string }[]
    },
  ): Promise<string>
  waitForRun(headers: Record<string, string>, runId: string): Promise<Record<string, unknown>>
}

export async function buildRunApp(options: BuildAppOptions = {}): Promise<RunTestApp> {
  useKeyCipherKey(randomBytes(32))
  const server = await startScriptedOpenAiServer({ apiKey })
  const t = await buildChatApp({ ...options, config: { jobPollMs: 50, ...options.config } })
  const db = t.app.db
  let providerId: string | null = null
  return {
    ...t,
    server,
    close: async () => {
      await t.close()
      await server.close()
    },
    addModel: async (group, modelOptions = {}) => {
      providerId ??= await insertScriptedProvider(db, server.baseUrl, apiKey)
      const modelId = randomUUID()
      await db.insert(aiModels).values({
        id: modelId,
        providerId,
        modelName: 'scripted-chat',
        displayName: 'Scripted analyst',
        capabilities: ['chat'],
        contextWindow: modelOptions.contextWindow ?? 32_000,
        priceInputPerMillion: 2,
        priceOutputPerMillion: 8,
      })
      await db.insert(tenantAllowedModels).values({ tenantGroup: group, modelId })
      await db
        .insert(tenantAiSettings)
        .values({
          tenantGroup: group,
          defaultChatModelId: modelId,
          monthlyTokenBudget: modelOptions.budget ?? null,
        })
        .onConflictDoUpdate({
          target: tenantAiSettings.tenantGroup,
          set: { defaultChatModelId: modelId, monthlyTokenBudget: modelOptions.budget ?? null },
        })
      return modelId
    },
    setBudget: async (group, budget) => {
      await db
        .update(tenantAiSettings)
        .set({ monthlyTokenBudget: budget })
        .where(eq(tenantAiSettings.tenantGroup, group))
    },
    addItem: async (group, fields) => {
      // The one way in: normalised, hashed, matched against the keyword lists, its rules run.
      const { itemId, created } = await ingestItem(db, {
        tenantGroup: group,
        tool: fields.tool ?? 'medicheck',
        sourceKind: 'paste',
        title: fields.title,
        text: fields.text,
        language: fields.language ?? 'de',
        segments: fields.segments ?? null,
      })
      expect(created).toBe(true)
      return itemId
    },
    waitForRun: async (headers, runId) => {
      for (let i = 0; i < 1200; i++) {
        const response = await t.app.inject({ url: `/api/medicheck/runs/${runId}`, headers })
        expect(response.statusCode, response.body).toBe(200)
        const run = response.json() as Record<string, unknown>
        if (run.status === 'done' || run.status === 'failed') return run
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`run ${runId} did not end`)
    },
  }
}

/** The chat request's messages. */
export const messagesOf = (body: Record<string, unknown> | null) =>
  (body?.messages ?? []) as { role: string; content: string }[]

/**
 * True when the request is about the item whose text contains `marker` (first attempt: two turns;
 * retry: four), asked with an instruction starting `instruction` (by default the German pvScreening default).
 */
export const aboutItem =
  (marker: string, turns?: 2 | 4, instruction = 'Du prüfst Medienbeiträge') =>
  (body: Record<string, unknown>) => {
    const messages = messagesOf(body)
    return (
      (turns === undefined || messages.length === turns) &&
      (messages[0]?.content ?? '').startsWith(instruction) &&
      (messages[1]?.content ?? '').includes(marker)
    )
  }
