// The assistant models page on the real server and a scripted model server: a fresh install tells
// the ROOT of PARENT that the offline engine answers; the ROOT adds a provider, tests the connection,
// adds a listed model with one click; a tenant admin allows it and makes it the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { env, openAs, user, waitForLayout } from './support/browser.ts'
import { format, text } from './support/messages.ts'

let server: ScriptedOpenAiServer
beforeAll(async () => void (server = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-4242', models: ['e2e-chat-model'] })))
afterAll(() => server.close())

const api = async (token: string, path: string) => {
  const response = await fetch(`${env.baseURL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return response.json()
}

describe('assistant models', () => {
  it('lets the ROOT of PARENT go from the empty state to a tested provider and a model', async () => {
    const page = await openAs(user('ROOT.PARENT'), '/ai-services/assistant-models')
    await waitForLayout(page)
    await page.getByText(text('aiAdmin.emptyState')).waitFor()

    await page.getByRole('button', { name: text('aiAdmin.addProvider') }).click()
    const dialog = page.getByRole('dialog', { name: text('aiAdmin.addProvider') })
    await dialog.getByLabel(text('aiAdmin.name')).fill('Scripted')
    await dialog.getByLabel(text('aiAdmin.baseUrl')).fill(server.baseUrl)
    await dialog.getByLabel(text('aiAdmin.apiKey')).fill('sk-e2e-4242')
    await dialog.getByRole('button', { name: text('aiAdmin.save') }).click()
    await dialog.waitFor({ state: 'detached' })
    const providers = page.getByRole('table', { name: text('aiAdmin.providers') })
    await providers.getByText('…4242').waitFor()

    await providers.getByRole('button', { name: text('aiAdmin.testConnection') }).click()
    await page.getByText(format('aiAdmin.testOk', { count: '1' })).waitFor()
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e-4242')
    await page.getByRole('button', { name: 'e2e-chat-model' }).click()
    const modelDialog = page.getByRole('dialog', { name: text('aiAdmin.addModel') })
    await modelDialog.getByRole('button', { name: text('aiAdmin.save') }).click()
    await modelDialog.waitFor({ state: 'detached' })
    await page.getByRole('table', { name: text('aiAdmin.models') }).getByText('e2e-chat-model').first().waitFor()
    const models = (await api(env.root.token, '/api/ai-admin/models')).items as { modelName: string }[]
    expect(models.map((model) => model.modelName)).toContain('e2e-chat-model')
  })

  it('lets a tenant admin allow the model and make it the default chat model', async () => {
    const admin = user('ADMIN.DEMO')
    const page = await openAs(admin, '/ai-services/assistant-models')
    await waitForLayout(page)
    await page.getByText(format('aiAdmin.settingsTitle', { group: 'DEMO' })).waitFor()
    expect(await page.getByRole('table', { name: text('aiAdmin.providers') }).count()).toBe(0)
    await page.getByRole('checkbox', { name: 'e2e-chat-model (Scripted)' }).check()
    await page.getByRole('combobox', { name: text('aiAdmin.defaultChatModel') }).click()
    await page.getByRole('option', { name: 'e2e-chat-model' }).click()
    await page.getByRole('listbox').waitFor({ state: 'detached' })
    await page.getByRole('button', { name: text('aiAdmin.save') }).click()
    await page.getByText(text('aiAdmin.saved')).first().waitFor()
    const settings = await api(admin.token, '/api/ai-admin/tenant-settings/DEMO')
    expect(settings.allowedModelIds).toHaveLength(1)
    expect(settings.defaultChatModelId).toBe(settings.allowedModelIds[0])
  })
})
