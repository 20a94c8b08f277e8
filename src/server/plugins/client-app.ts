// Serves the built browser app: files from dist/client, and index.html for any other non-API path
// so the client router can take over. Unknown /api paths, and missing assets such as an old chunk
// after a deploy, get a 404 rather than index.html, so the browser sees a failed load, not bad code.
// A page path may contain a dot (/admin/users/john.doe): only asset paths are treated as files.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/** What the build and public/ produce: a missing one is a 404, never the app. */
const assetExtensions = /\.(?:js|mjs|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|webmanifest|txt|xml|wasm)$/i

/** Whether a path asks for a built file rather than a page of the app. */
const isAssetPath = (path: string) => path.startsWith('/assets/') || assetExtensions.test(path)

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi

/** CSP hashes ('sha256-…') of the inline scripts of a page: the exact text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '') continue
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return hashes
}

/** The hashes of the built index.html's inline scripts, none without a build. */
export function clientScriptHashes(clientDir: string | null): string[] {
  const index = clientDir === null ? null : join(clientDir, 'index.html')
  return index !== null && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : []
}

export default fp<{ clientDir: string | null }>(
  async (app, { clientDir }) => {
    const hasApp = clientDir !== null && existsSync(join(clientDir, 'index.html'))
    if (hasApp) {
      await app.register(fastifyStatic, { root: clientDir, index: false, wildcard: true, cacheControl: false })
      // The static handler refuses directories; the root path is the app like every other page.
      app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'))
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      if (path === '/api' || path.startsWith('/api/') || isAssetPath(path) || !hasApp || !['GET', 'HEAD'].includes(request.method)) {
        return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'notFound' })
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'client-app' },
)
