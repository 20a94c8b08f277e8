// The image generator and studio in Chromium on the real server and the scripted images endpoints: a
// page with no image model says so; once the ROOT of PARENT adds one and allows it for IGEPHA, a WRITE
// user there generates two images, sees them arrive and in the gallery, downloads one as a real PNG,
// then opens it in the studio, paints a mask, has that part changed and sees the lineage.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { env, openAs, user, waitForLayout } from './support/browser.ts'
import { format, text } from './support/messages.ts'

let server: ScriptedOpenAiServer
let providerId: string | null = null
beforeAll(async () => void (server = await startScriptedOpenAiServer({ apiKey: 'sk-e2e-images-77' })))
// The run shares one server: the provider goes again (with its model and IGEPHA's allowance), so the
// suites after this one find the install as they expect it (ai-models.test.ts starts with no provider).
afterAll(async () => {
  if (providerId) await fetch(`${env.baseURL}/api/ai-admin/providers/${providerId}`, { method: 'DELETE', headers: { authorization: `Bearer ${env.root.token}` } })
  await server.close()
})

const call = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${env.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.json() as Promise<Record<string, unknown>>
}

describe('image generator', () => {
  it('says there is no image model while IGEPHA has none', async () => {
    const page = await openAs(user('ADMIN.IGEPHA'), '/ai-services/image-generator')
    await waitForLayout(page)
    await page.getByText(text('images.noModel')).waitFor()
    await page.getByRole('link', { name: text('images.openModels') }).waitFor()
  })

  it('generates two images, shows them in the gallery and downloads one as PNG', async () => {
    const provider = await call(env.root.token, 'POST', '/api/ai-admin/providers', { name: 'Scripted images', kind: 'openai-compatible', baseUrl: server.baseUrl, apiKey: 'sk-e2e-images-77' })
    providerId = String(provider.id)
    const model = await call(env.root.token, 'POST', '/api/ai-admin/models', { providerId: provider.id, modelName: 'e2e-image-model', displayName: 'E2E image model', capabilities: ['images', 'image-edits'], pricePerImage: 0.04 })
    await call(env.root.token, 'PATCH', '/api/ai-admin/tenant-settings/IGEPHA', { allowedModelIds: [model.id] })
    server.imagesDelayMs = 300

    const writer = user('WRITE.IGEPHA')
    const page = await openAs(writer, '/ai-services/image-generator')
    await waitForLayout(page)
    const prompt = `Frühlingsschaufenster einer Apotheke ${Date.now()}`
    await page.getByRole('textbox', { name: text('images.prompt') }).fill(prompt)
    await page.getByRole('button', { name: text('images.generate') }).click()
    const results = page.getByRole('region', { name: text('images.results') })
    await results.getByRole('progressbar').waitFor()
    await results.getByText('2 von 2 Bildern fertig').waitFor()
    const label = format('images.alt', { prompt })
    // "2 of 2 done" counts the slots; each card's picture may appear a moment later.
    await expect.poll(() => results.getByRole('img', { name: label }).count()).toBe(2)
    await page.getByRole('button', { name: text('images.regenerate') }).waitFor()

    const gallery = page.getByRole('region', { name: text('images.gallery') })
    await expect.poll(() => gallery.getByRole('article', { name: label }).count()).toBe(2)
    await gallery.getByRole('searchbox', { name: text('images.search') }).fill(prompt.split(' ').at(-1)!)
    await expect.poll(() => gallery.getByRole('article').count()).toBe(2)

    const [download] = await Promise.all([page.waitForEvent('download'), gallery.getByRole('article', { name: label }).first().getByRole('button', { name: text('images.downloadPng') }).click()])
    expect(download.suggestedFilename()).toMatch(/^image-[0-9a-f]{8}\.png$/)
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    const bytes = Buffer.concat(chunks)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 })
    expect(server.requests.filter((request) => request.path === '/v1/images/generations')).toHaveLength(2)
  })

  it('opens a generated image in the studio, inpaints a painted part and shows the lineage', async () => {
    const writer = user('WRITE.IGEPHA')
    const page = await openAs(writer, '/ai-services/ai-image-studio')
    await waitForLayout(page)
    const source = page.getByRole('region', { name: text('studio.source') })
    await source.getByRole('button', { name: /^Öffnen: Frühlingsschaufenster/ }).first().click()
    const editor = page.getByRole('region', { name: text('studio.editing') })
    const canvas = editor.getByRole('img', { name: text('studio.maskCanvas') })
    await canvas.waitFor()
    const box = (await canvas.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.5, { steps: 8 })
    await page.mouse.up()
    await editor.getByRole('textbox', { name: text('studio.change') }).fill('Ein grünes Apothekenkreuz')
    const before = server.requests.length
    await editor.getByRole('button', { name: text('studio.applyInpaint') }).click()
    const lineage = page.getByRole('region', { name: text('studio.lineage') })
    await expect.poll(() => lineage.getByRole('listitem').count()).toBe(2)
    await lineage.getByText(`${text('studio.origin.edited')} · ${text('studio.operation.inpaint')}`).waitFor()
    const edit = server.requests.slice(before).find((request) => request.path === '/v1/images/edits')!
    expect(edit.body).toMatchObject({ model: 'e2e-image-model', prompt: 'Ein grünes Apothekenkreuz' })
    // The mask: the image's size, opaque where nothing was painted, transparent where it was.
    const mask = sharp(Buffer.from(edit.body!.mask as Uint8Array))
    expect(await mask.metadata()).toMatchObject({ format: 'png', width: 64, height: 64 })
    const { data, info } = await mask.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]
    expect(alphaAt(2, 2)).toBe(255)
    expect(alphaAt(Math.round(64 * 0.45), Math.round(64 * 0.4))).toBe(0)
  })
})
