// The studio's server side: uploads checked by size and by their bytes, crop/resize/convert done
// locally into a new image that remembers its parent, inpainting through the real SDK against the
// scripted /v1/images/edits (image and mask as multipart), the lineage, and tenancy (404).
import { randomBytes, randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { buildChatApp, type ChatTestApp } from '../../chat/chat-helpers.ts'
import { imageContentPolicy, makePng, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'

const apiKey = 'sk-scripted-studio-1234'

describe('image studio', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let editModelId: string
  let generateOnlyId: string

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    editModelId = randomUUID()
    generateOnlyId = randomUUID()
    await t.app.db.insert(aiModels).values([
      { id: editModelId, providerId, modelName: 'scripted-edit', displayName: 'Scripted edit', capabilities: ['images', 'image-edits'], pricePerImage: 0.05 },
      { id: generateOnlyId, providerId, modelName: 'scripted-image', displayName: 'Scripted image', capabilities: ['images'] },
    ])
    await t.app.db.insert(tenantAllowedModels).values([
      { tenantGroup: 'DEMO', modelId: editModelId },
      { tenantGroup: 'DEMO', modelId: generateOnlyId },
    ])
  })
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  const upload = (headers: Record<string, string>, bytes: Buffer, type = 'image/png') =>
    t.app.inject({ method: 'POST', url: '/api/images/upload', headers: { ...headers, 'content-type': type }, payload: bytes })

  it('accepts PNG, JPEG and WebP by their bytes and refuses anything else with 415', async () => {
    const { headers } = await t.signInAs('READ', 'PARENT')
    const png = await makePng(40, 30, { r: 10, g: 200, b: 30 })
    const stored = await upload(headers, png)
    expect(stored.statusCode).toBe(201)
    expect(stored.json()).toMatchObject({ origin: 'uploaded', mediaType: 'image/png', width: 40, height: 30, visibility: 'private', parentImageId: null })
    const jpeg = await sharp(png).jpeg().toBuffer()
    expect((await upload(headers, jpeg, 'application/octet-stream')).json()).toMatchObject({ mediaType: 'image/jpeg' })
    const webp = await sharp(png).webp().toBuffer()
    expect((await upload(headers, webp, 'image/webp')).json()).toMatchObject({ mediaType: 'image/webp' })
    // A page that claims to be a PNG, and an SVG: refused by their bytes.
    for (const fake of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const refused = await upload(headers, fake)
      expect(refused.statusCode).toBe(415)
      expect(refused.json().code).toBe('images.unsupportedType')
    }
    const truncated = await upload(headers, png.subarray(0, 40))
    expect(truncated.statusCode).toBe(415)
  })

  it('crops, resizes and converts into a new image that remembers its parent, and shows the lineage', async () => {
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    const original = (await upload(headers, await makePng(100, 80, { r: 200, g: 10, b: 10 }))).json()
    const transform = (id: string, body: object) => t.app.inject({ method: 'POST', url: `/api/images/${id}/transform`, headers, payload: body })
    const cropped = await transform(original.id, { crop: { left: 10, top: 10, width: 50, height: 40 }, resize: { width: 25, height: 20, fit: 'fill' }, format: 'webp' })
    expect(cropped.statusCode).toBe(201)
    expect(cropped.json()).toMatchObject({ origin: 'edited', mediaType: 'image/webp', width: 25, height: 20, parentImageId: original.id, settings: { operation: 'crop+resize+format' } })
    const content = await t.app.inject({ method: 'GET', url: `/api/images/${cropped.json().id}/content`, headers })
    expect(content.headers['content-type']).toBe('image/webp')
    expect(await sharp(content.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 25, height: 20 })
    const jpeg = (await transform(cropped.json().id, { format: 'jpeg' })).json()
    const lineage = (await t.app.inject({ method: 'GET', url: `/api/images/${jpeg.id}/lineage`, headers })).json()
    expect(lineage.items.map((item: { id: string }) => item.id)).toEqual([jpeg.id, cropped.json().id, original.id])

    const outside = await transform(original.id, { crop: { left: 90, top: 0, width: 20, height: 20 } })
    expect([outside.statusCode, outside.json().code]).toEqual([422, 'images.cropOutside'])
    const nothing = await transform(original.id, {})
    expect([nothing.statusCode, nothing.json().code]).toEqual([400, 'images.noChange'])
  })

  it("puts text and the tenant's logo over the image as a new image", async () => {
    const { headers } = await t.signInAs('WRITE', 'DEMO')
    const original = (await upload(headers, await makePng(400, 300, { r: 40, g: 90, b: 160 }))).json()
    const overlaid = await t.app.inject({ method: 'POST', url: `/api/images/${original.id}/overlay`, headers, payload: { text: 'Frühlingsaktion <20 %> & mehr', textPosition: 'bottom', textColor: 'white', logoCorner: 'top-right' } })
    expect(overlaid.statusCode).toBe(201)
    expect(overlaid.json()).toMatchObject({ origin: 'edited', width: 400, height: 300, mediaType: 'image/png', parentImageId: original.id, settings: { operation: 'overlay' } })
    const content = await t.app.inject({ method: 'GET', url: `/api/images/${overlaid.json().id}/content`, headers })
    const { data, info } = await sharp(content.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const changedIn = (left: number, top: number, width: number, height: number) => {
      let changed = 0
      for (let y = top; y < top + height; y++) for (let x = left; x < left + width; x++) {
        const at = (y * info.width + x) * info.channels
        if (data[at] !== 40 || data[at + 1] !== 90 || data[at + 2] !== 160) changed++
      }
      return changed
    }
    expect(changedIn(300, 0, 100, 60)).toBeGreaterThan(50) // the logo, top right
    expect(changedIn(0, 240, 400, 60)).toBeGreaterThan(50) // the text, at the bottom
    expect(changedIn(0, 100, 150, 100)).toBe(0) // the middle left stays as it was
    const nothing = await t.app.inject({ method: 'POST', url: `/api/images/${original.id}/overlay`, headers, payload: { text: ' ', textPosition: 'top', textColor: 'black' } })
    expect([nothing.statusCode, nothing.json().code]).toEqual([400, 'images.noChange'])
  })

  it('inpaints through /images/edits with the image and the mask, into a new image with its parent', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    const original = (await upload(headers, await makePng(48, 32, { r: 0, g: 0, b: 255 }))).json()
    const mask = await sharp({ create: { width: 48, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .composite([{ input: { create: { width: 16, height: 16, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }, left: 8, top: 8, blend: 'dest-out' }])
      .png()
      .toBuffer()
    const before = server.requests.length
    const inpaint = (body: object) => t.app.inject({ method: 'POST', url: `/api/images/${original.id}/inpaint`, headers, payload: { modelId: editModelId, prompt: 'Ein grünes Kreuz', mask: mask.toString('base64'), ...body } })
    const edited = await inpaint({})
    expect(edited.statusCode).toBe(201)
    expect(edited.json()).toMatchObject({ origin: 'edited', parentImageId: original.id, prompt: 'Ein grünes Kreuz', modelName: 'Scripted edit', width: 48, height: 32, settings: { operation: 'inpaint' } })
    const sent = server.requests.slice(before).find((request) => request.path === '/v1/images/edits')!
    expect(sent.body).toMatchObject({ model: 'scripted-edit', prompt: 'Ein grünes Kreuz' })
    expect(await sharp(sent.body!.image as Uint8Array).metadata()).toMatchObject({ format: 'png', width: 48, height: 32 })
    expect(Buffer.from(sent.body!.mask as Uint8Array).equals(mask)).toBe(true)

    const badMask = await inpaint({ mask: (await makePng(10, 10, { r: 0, g: 0, b: 0 })).toString('base64') })
    expect([badMask.statusCode, badMask.json().code]).toEqual([400, 'images.maskInvalid'])
    const noEdits = await inpaint({ modelId: generateOnlyId })
    expect([noEdits.statusCode, noEdits.json().code]).toEqual([403, 'ai.modelNotAllowed'])
    server.scriptImages(imageContentPolicy())
    const refused = await inpaint({})
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'ai.contentPolicy'])

    // Without a mask: a variation of the whole image.
    const beforeVariation = server.requests.length
    const variation = await t.app.inject({ method: 'POST', url: `/api/images/${original.id}/inpaint`, headers, payload: { modelId: editModelId, prompt: 'Im Stil eines Aquarells' } })
    expect(variation.json()).toMatchObject({ origin: 'edited', parentImageId: original.id, settings: { operation: 'variation' } })
    const variationCall = server.requests.slice(beforeVariation).find((request) => request.path === '/v1/images/edits')!
    expect(variationCall.body!.mask).toBeUndefined()
  })

  it("answers another tenant's image with 404 in every studio tool", async () => {
    const demo = await t.signInAs('READ', 'DEMO')
    const bpi = await t.signInAs('ADMIN', 'BPI')
    const id = (await upload(demo.headers, await makePng(20, 20, { r: 1, g: 2, b: 3 }))).json().id
    await t.app.inject({ method: 'PATCH', url: `/api/images/${id}`, headers: demo.headers, payload: { visibility: 'tenant' } })
    const transform = await t.app.inject({ method: 'POST', url: `/api/images/${id}/transform`, headers: bpi.headers, payload: { format: 'webp' } })
    const lineage = await t.app.inject({ method: 'GET', url: `/api/images/${id}/lineage`, headers: bpi.headers })
    const inpaint = await t.app.inject({ method: 'POST', url: `/api/images/${id}/inpaint`, headers: bpi.headers, payload: { modelId: editModelId, prompt: 'x', mask: 'AAAA' } })
    expect([transform.statusCode, lineage.statusCode, inpaint.statusCode]).toEqual([404, 404, 404])
  })
})
