// How the built app's files reach a browser: precompressed brotli or gzip by Accept-Encoding, hashed
// files cached for a year, index.html revalidated, source maps only when configured; JSON answers of
// about 1 KB and more compressed, small ones (get-user) not.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFile } from '../../scripts/build/precompress-assets.ts'
import { bearer, buildApp, type TestApp } from './helpers/build-app.ts'

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word-${index}`))}\n`
const ASSET = '/assets/chunk-Ab12Cd34.js'

function builtApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-assets-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'brand'))
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Tessera</title><script type="module" src="${ASSET}"></script>${'<!-- padding -->'.repeat(100)}`,
  )
  writeFileSync(join(dir, ASSET), SCRIPT)
  writeFileSync(join(dir, `${ASSET}.map`), '{"version":3,"sources":["secret.ts"],"mappings":""}')
  writeFileSync(
    join(dir, 'brand', 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300)}</svg>`,
  )
  for (const file of ['index.html', ASSET.slice(1), 'brand/logo.svg']) precompressFile(join(dir, file))
  return dir
}

describe('the built app as a browser gets it', () => {
  let t: TestApp
  let withMaps: TestApp
  beforeAll(async () => {
    const clientDir = builtApp()
    t = await buildApp({ clientDir })
    withMaps = await buildApp({ clientDir, database: t.database, config: { serveSourceMaps: true } })
  }, 120_000)
  afterAll(async () => {
    await withMaps?.close()
    await t?.close()
  })

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
  ])(
    'sends a hashed script to Accept-Encoding "%s" as %s, cached for a year',
    async (accept, encoding, decode) => {
      const response = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': accept } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(response.headers.vary).toMatch(/accept-encoding/i)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(decode(response.rawPayload).toString()).toBe(SCRIPT)
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 3)
    },
  )

  it('sends a hashed file without validators (it is never revalidated) and index.html and public/ files with their ETag alone', async () => {
    const asset = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'br' } })
    expect(asset.headers.etag).toBeUndefined()
    expect(asset.headers['last-modified']).toBeUndefined()
    expect(asset.headers['accept-ranges']).toBeUndefined()
    for (const url of ['/login', '/brand/logo.svg']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.headers.etag).toBeDefined()
      expect(response.headers['last-modified']).toBeUndefined()
      expect(response.headers['accept-ranges']).toBeUndefined()
      const again = await t.app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(response.headers.etag) },
      })
      expect(again.statusCode).toBe(304)
    }
  })

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await t.app.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.body).toBe(SCRIPT)
  })

  it.each(['/', '/login', '/admin/users'])(
    'sends the page %s compressed and revalidated on every visit',
    async (url) => {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['content-encoding']).toBe('br')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Tessera</title>')
    },
  )

  it('revalidates files of public/, whose names carry no hash', async () => {
    const response = await t.app.inject({ url: '/brand/logo.svg', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('keeps source maps from the public unless SERVE_SOURCE_MAPS is true', async () => {
    const hidden = await t.app.inject({ url: `${ASSET}.map` })
    expect(hidden.statusCode).toBe(404)
    expect(hidden.body).not.toContain('secret.ts')
    const shown = await withMaps.app.inject({ url: `${ASSET}.map` })
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toMatchObject({ sources: ['secret.ts'] })
  })

  it('compresses a JSON answer above 1 KB', async () => {
    const response = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toMatchObject({
      openapi: '3.1.0',
    })
  })

  it('sends a small JSON answer such as get-user uncompressed', async () => {
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    const response = await t.app.inject({
      url: '/api/auth/get-user',
      headers: { ...bearer(await t.signIn(user.email, password)), 'accept-encoding': 'gzip, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeLessThan(1024)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toMatchObject({ email: user.email })
  })
})
