// The assistant-models page for the feature's component tests: a provider and tenant settings in the
// shapes the server sends, and the page rendered over a scripted API for one user.
import { json, renderProductData, serveApi } from '../../product-data/testing/render-product-data.tsx'
import AssistantModelsPage from '../pages/assistant-models-page.tsx'

export const PROVIDER = {
  id: 'p1',
  name: 'Azure Nord',
  kind: 'openai-compatible',
  baseUrl: 'https://llm.example.test/v1',
  apiKeyHint: '9f2a',
  hasApiKey: true,
  headers: {},
  timeoutMs: 60000,
  maxRetries: 2,
  enabled: true,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
}

/** A chat model of PROVIDER. */
export const MODEL = {
  id: 'm1',
  providerId: 'p1',
  providerName: 'Azure Nord',
  modelName: 'gpt-4o',
  displayName: 'GPT-4o',
  capabilities: ['chat'],
  contextWindow: 128000,
  priceInputPerMillion: 2.5,
  priceOutputPerMillion: 10,
  pricePerImage: null,
  enabled: true,
}

/** A group's AI settings with nothing set and nothing used this month (ceilings: 1 GB of storage). */
export const settingsOf = (group: string, extra: object = {}) => ({
  group,
  allowedModelIds: [],
  defaultChatModelId: null,
  embeddingModelId: null,
  monthlyTokenBudget: null,
  monthlyImageBudget: null,
  threadRetentionDays: null,
  storageQuotaBytes: null,
  monthTokensUsed: 0,
  monthImagesUsed: 0,
  monthCostEstimate: 0,
  ceilings: { monthlyTokenBudget: null, monthlyImageBudget: null, storageQuotaBytes: 1024 ** 3 },
  ...extra,
})

type Routes = Parameters<typeof serveApi>[0]

export interface ModelsPageSetup {
  /** Who opens the page; the ROOT of PARENT unless given. */
  user?: { role: string; group: string }
  providers?: readonly object[]
  models?: readonly object[]
  /** The user's group's settings; settingsOf(group) unless given. */
  settings?: object
  /** More routes, or other answers for the three above. */
  routes?: Routes
  locale?: 'de' | 'en' | 'fr'
}

/**
 * Serves the catalogue (providers, models) and the user's group's settings, with `routes` on top, and
 * renders the page; returns the fetch mock to inspect the requests.
 */
export async function renderModelsPage(setup: ModelsPageSetup = {}) {
  const user = setup.user ?? { role: 'ROOT', group: 'PARENT' }
  const settings = setup.settings ?? settingsOf(user.group)
  const api = serveApi({
    'GET /api/ai-admin/providers': () => json(200, { items: setup.providers ?? [] }),
    'GET /api/ai-admin/models': () => json(200, { items: setup.models ?? [] }),
    [`GET /api/ai-admin/tenant-settings/${user.group}`]: () => json(200, settings),
    ...setup.routes,
  })
  await renderProductData(<AssistantModelsPage />, { user, locale: setup.locale })
  return api
}
