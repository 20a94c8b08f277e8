// Serves the built browser app: files from dist/client, and index.html for any other non-API path
// so the client router can take over. Unknown /api paths, and missing assets such as an old chunk
// after a deploy, get a 404 rather than index.html, so the browser sees a failed load, not bad code.
// A page path may contain a dot (/admin/users/john.doe): only asset paths are treated as files.
// The build writes a .br and a .gz beside every text file (scripts/build/precompress-assets.ts);
// they are sent by Accept-Encoding. Hashed files under /assets/ never change, so browsers keep them
// a year without asking again; index.html and public/ files are revalidated on every use.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { Negotiator } from '@fastify/accept-negotiator'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { loadSignedInPages, type PageEncoding } from '../pages/signed-in-page.ts'
import { COMPRESSED_ENCODINGS } from './compression.ts'

/** What the build and public/ produce: a missing one is a 404, never the app. */
const assetExtensions =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|webmanifest|txt|xml|wasm)$/i

/** Whether a path asks for a built file rather than a page of the app. */
const isAssetPath = (path: string) => path.startsWith('/assets/') || assetExtensions.test(path)

/** Files whose content the build compresses: they vary by Accept-Encoding. */
const compressibleExtensions = /\.(?:js|mjs|css|html|json|map|svg|txt|xml|webmanifest)$/i

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Cache-Control and Vary of a file the static handler sends (its path on disk, maybe with .br or .gz). */
function setFileHeaders(clientDir: string) {
  const assetsDir = join(clientDir, 'assets') + sep
  return (response: { setHeader(name: string, value: string): void }, file: string) => {
    response.setHeader('cache-control', file.startsWith(assetsDir) ? IMMUTABLE : 'no-cache')
    if (compressibleExtensions.test(file.replace(/\.(?:br|gz)$/, '')))
      response.setHeader('vary', 'Accept-Encoding')
  }
}

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

export default fp<{ clientDir: string | null; serveSourceMaps: boolean; serverRendering: boolean }>(
  async (app, { clientDir, serveSourceMaps, serverRendering }) => {
    const hasApp = clientDir !== null && existsSync(join(clientDir, 'index.html'))
    if (hasApp) {
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders: setFileHeaders(clientDir),
        // Source maps show our source to anyone; only when SERVE_SOURCE_MAPS says so.
        allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
      })
      // A hashed file is never asked for again while cached, nor in parts: its validators and
      // Accept-Ranges are bytes for nothing on every first load (decision 0058). index.html and public/
      // files are revalidated by their ETag alone (a browser sends If-None-Match when it has one):
      // Last-Modified says nothing more, and none of these small files is asked for in parts (decision 0093).
      // Scripts go out as text/javascript, the one type RFC 9239 names (the static handler's mime table
      // still says application/javascript): 8 bytes less in each script's headers.
      app.addHook('onSend', async (request, reply, payload) => {
        if (String(reply.getHeader('content-type')).startsWith('application/javascript'))
          reply.header('content-type', 'text/javascript; charset=utf-8')
        if (request.url.startsWith('/assets/') && reply.getHeader('cache-control') === IMMUTABLE) {
          reply.removeHeader('etag')
          reply.removeHeader('last-modified')
          reply.removeHeader('accept-ranges')
        } else if (reply.hasHeader('etag')) {
          reply.removeHeader('last-modified')
          reply.removeHeader('accept-ranges')
        }
        return payload
      })
      // With SERVER_RENDERING, the signed-in `/` rendered on the server from a live session cookie
      // (decision 0075). The page is sent compressed as it was kept (brotli 6 or gzip, by the browser's
      // Accept-Encoding): the compression plugin leaves an answer that has its Content-Encoding alone.
      const signedInPage = serverRendering ? loadSignedInPages(app, clientDir) : null
      if (signedInPage) {
        const pageEncodings = new Negotiator<PageEncoding>({ supportedValues: COMPRESSED_ENCODINGS })
        app.get('/', async (request, reply) => {
          const page = await signedInPage(request)
          reply.header('vary', 'Cookie')
          if (page === null) return reply.sendFile('index.html')
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8')
          reply.header('vary', 'Cookie, Accept-Encoding')
          const accepted = request.headers['accept-encoding']
          const encoding = accepted ? pageEncodings.negotiate(accepted.toLowerCase()) : null
          if (encoding === null) return reply.send(page.html)
          return reply.header('content-encoding', encoding).send(await page.encoded(encoding))
        })
      } else {
        // The static handler refuses directories; the root path is the app like every other page.
        app.get('/', (_request, reply) => reply.sendFile('index.html'))
      }
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      if (
        path === '/api' ||
        path.startsWith('/api/') ||
        isAssetPath(path) ||
        !hasApp ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.status(404).send({ message: `No route ${request.method} ${path}`, code: 'notFound' })
      }
      return reply.sendFile('index.html')
    })
  },
  { name: 'client-app' },
)
