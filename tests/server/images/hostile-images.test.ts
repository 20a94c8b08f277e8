// Hostile images through the studio's upload and the gallery's download (issue 36, finding 1): a picture
// above 40 megapixels is refused from its header with a specific 422 and nothing stored, whatever its
// file size; a large picture under the limit still converts correctly, once: the second download is
// kept; an image kept from before the limit is refused when it would be decoded; and a conversion
// that runs past the request's time limit answers 503 server.timeLimit and is stopped (finding 7).
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeImage } from '../../../src/server/images/gallery-store.ts'
import { imagePool } from '../../../src/server/images/image-pool.ts'
import { variantCache } from '../../../src/server/images/image-variants.ts'
import { buildChatApp, type ChatTestApp } from '../../chat/chat-helpers.ts'
import { jpegClaiming, pngClaiming, zeroPng } from '../../fixtures/files/hostile-images.ts'

const hostileUploads: [string, () => Promise<Buffer>, number, string][] = [
  [
    'a 7000 x 7000 PNG of zeros (49 MP in a few hundred KB)',
    () => zeroPng(7000, 7000),
    422,
    'images.tooManyPixels',
  ],
  [
    'a PNG whose header claims 6400 x 6400 (41 MP, just over)',
    () => pngClaiming(6400, 6400),
    422,
    'images.tooManyPixels',
  ],
  [
    'a PNG whose header claims 100000 x 100000',
    () => pngClaiming(100_000, 100_000),
    422,
    'images.tooManyPixels',
  ],
  [
    'a JPEG whose header claims 65000 x 65000',
    () => jpegClaiming(65_000, 65_000),
    422,
    'images.tooManyPixels',
  ],
  [
    'a PNG cut off inside its header',
    async () => (await zeroPng(7000, 7000)).subarray(0, 20),
    415,
    'images.unsupportedType',
  ],
]

describe('hostile images', () => {
  let t: ChatTestApp
  let headers: Record<string, string>
  let userId: string

  beforeAll(async () => {
    t = await buildChatApp()
    ;({ headers, userId } = await t.signInAs('WRITE', 'DEMO'))
  })
  afterAll(() => t?.close())

  const upload = (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: bytes,
    })
  const download = (id: string, format = 'webp') =>
    t.app.inject({ method: 'GET', url: `/api/images/${id}/download?format=${format}`, headers })
  const myImageCount = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/images?scope=mine&limit=100', headers })).json().items
      .length

  it.each(hostileUploads)(
    'refuses %s from its header, decoding nothing and storing nothing',
    async (_name, build, status, code) => {
      const bytes = await build()
      const before = { images: await myImageCount(), decodes: imagePool.stats().started }
      const refused = await upload(bytes)
      expect([refused.statusCode, refused.json().code]).toEqual([status, code])
      if (code === 'images.tooManyPixels') expect(refused.json().message).toMatch(/at most 40 megapixels/)
      expect(await myImageCount()).toBe(before.images)
      expect(imagePool.stats().started).toBe(before.decodes)
    },
  )

  it('keeps a large image under the limit: its WebP download is right and converted once for parallel downloads, the next one is kept, deleting it forgets the variant', async () => {
    const stored = await upload(await zeroPng(6000, 6000, 17))
    expect(stored.statusCode).toBe(201)
    expect(stored.json()).toMatchObject({ width: 6000, height: 6000, mediaType: 'image/png' })
    const id = stored.json().id as string

    const decodes = imagePool.stats().started
    // Three at once: one conversion, which the other two join.
    const [first, ...joined] = await Promise.all([download(id), download(id), download(id)])
    expect(first!.statusCode).toBe(200)
    for (const other of joined) expect(other.rawPayload.equals(first!.rawPayload)).toBe(true)
    expect(first!.headers['content-type']).toBe('image/webp')
    const { data, info } = await sharp(first!.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([6000, 6000])
    expect(data[0]).toBeGreaterThan(10) // the grey survived, within WebP's loss
    expect(imagePool.stats().started).toBe(decodes + 1)

    const second = await download(id)
    expect(second.statusCode).toBe(200)
    expect(second.rawPayload.equals(first!.rawPayload)).toBe(true)
    expect(imagePool.stats().started).toBe(decodes + 1) // no second conversion

    // A PNG download of a PNG is its stored bytes: no conversion either.
    expect((await download(id, 'png')).statusCode).toBe(200)
    expect(imagePool.stats().started).toBe(decodes + 1)

    expect(variantCache.get(id, 'webp')).toBeDefined()
    expect((await t.app.inject({ method: 'DELETE', url: `/api/images/${id}`, headers })).statusCode).toBe(204)
    expect(variantCache.get(id, 'webp')).toBeUndefined()
    expect((await download(id)).statusCode).toBe(404)
  }, 120_000)

  it('refuses to decode an image kept from before the limit (7000 x 7000), in downloads and edits', async () => {
    const bytes = await zeroPng(7000, 7000)
    const image = await storeImage(
      t.app.db,
      {
        tenantGroup: 'DEMO',
        userId,
        origin: 'uploaded',
        prompt: '',
        negativePrompt: '',
        settings: {},
        modelId: null,
        modelName: null,
        mediaType: 'image/png',
        width: 7000,
        height: 7000,
      },
      bytes,
      new Date(),
    )
    const decodes = imagePool.stats().started
    const converted = await download(image.id)
    expect([converted.statusCode, converted.json().code]).toEqual([422, 'images.tooManyPixels'])
    const transformed = await t.app.inject({
      method: 'POST',
      url: `/api/images/${image.id}/transform`,
      headers,
      payload: { resize: { width: 100, height: 100, fit: 'cover' } },
    })
    expect([transformed.statusCode, transformed.json().code]).toEqual([422, 'images.tooManyPixels'])
    const overlaid = await t.app.inject({
      method: 'POST',
      url: `/api/images/${image.id}/overlay`,
      headers,
      payload: { text: 'x', textPosition: 'top', textColor: 'white' },
    })
    expect([overlaid.statusCode, overlaid.json().code]).toEqual([422, 'images.tooManyPixels'])
    expect(imagePool.stats().started).toBe(decodes)
  })
})

describe('a conversion past the time limit', () => {
  let t: ChatTestApp

  beforeAll(async () => {
    t = await buildChatApp({ config: { requestTimeLimitMs: 1_000 } })
  })
  afterAll(() => t?.close())

  it('answers 503 server.timeLimit as JSON with Retry-After, and the conversion is stopped, not kept', async () => {
    const { headers } = await t.signInAs('READ', 'DEMO')
    // Uploads take large bodies: their limit is the body's arrival time on top of the second.
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: await zeroPng(6000, 6000, 99),
    })
    expect(stored.statusCode).toBe(201)
    const id = stored.json().id as string
    const decodes = imagePool.stats().started

    const late = await t.app.inject({ method: 'GET', url: `/api/images/${id}/download?format=webp`, headers })
    expect(late.statusCode).toBe(503)
    expect(late.headers['content-type']).toMatch(/^application\/json/)
    expect(late.headers['retry-after']).toBe('5')
    expect(late.json()).toEqual({ message: expect.any(String), code: 'server.timeLimit' })
    expect(imagePool.stats().started).toBe(decodes + 1)
    // libvips stops at the time left (a second at most past it): the slot is free again, nothing kept.
    await expect.poll(() => imagePool.stats().running, { timeout: 15_000 }).toBe(0)
    expect(variantCache.get(id, 'webp')).toBeUndefined()
    // The server goes on answering.
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${id}`, headers })).statusCode).toBe(200)
  }, 120_000)
})
