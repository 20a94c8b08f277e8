// The signed-in page rendered on the server (decision 0075). A document request for `/` whose
// session cookie holds a live token gets index.html with the page's HTML in `#root` and, beside it,
// what the API answers that token for the user and the tiles (asked through the app's own routes, so
// the same policy, tenant scope and serialization apply); the browser's app takes that HTML over.
// Anything else (no cookie, a dead token, no server build, a render that fails) gets the plain
// index.html, and the browser draws the page as before.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionTokenFromCookie } from '../lib/session-cookie.ts'

/** What the renderer exports (its types only: the module itself is the build's, loaded at the first page). */
type Renderer = typeof import('../../client/server-entry.tsx')
type PageData = Parameters<Renderer['renderPage']>[2]

const ROOT_SLOT = '<div id="root"></div>'
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/
const LOGIN_SHELL = /<template id="login-shell-markup">.*?<\/template>\s*/s
/** The file of `app/take-over-page.tsx`, which the entry imports when the page carries its data. */
const TAKE_OVER_FILE = /^take-over-page-[\w-]+\.js$/
/** Pages kept rendered (about 90 KB each, and their compressed forms): a returning user's page is sent without rendering or compressing it again. */
const MAX_KEPT_PAGES = 200

/** The encodings a page is sent in: brotli 6 makes a page 8 % smaller than the default 4 for about 0.2 ms more (11: 16 % for 80 ms). */
export type PageEncoding = 'br' | 'gzip'
const compressors: Record<PageEncoding, (html: string) => Promise<Buffer>> = {
  br: (html) =>
    promisify(brotliCompress)(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => promisify(gzip)(html),
}

/**
 * A rendered page and its compressed forms, each made once (in the thread pool, not on the event
 * loop) the first time a browser asks for it: a page sent again costs neither a render nor a compression.
 */
export class RenderedPage {
  readonly html: string
  readonly #encoded = new Map<PageEncoding, Promise<Buffer>>()
  constructor(html: string) {
    this.html = html
  }
  encoded(encoding: PageEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding)
    if (!bytes) {
      bytes = compressors[encoding](this.html)
      this.#encoded.set(encoding, bytes)
      bytes.catch(() => this.#encoded.delete(encoding))
    }
    return bytes
  }
}

/**
 * The renderer `vite build --ssr server-entry.tsx` writes: always in this checkout's dist/ssr, where
 * its packages resolve from node_modules, whatever directory (CLIENT_DIR) the browser app is in.
 */
export const SERVER_ENTRY = fileURLToPath(new URL('../../../dist/ssr/server-entry.js', import.meta.url))

/** The renderer of signed-in pages for the built app in `clientDir`, or null when there is none (dist/ssr). */
export function loadSignedInPages(app: FastifyInstance, clientDir: string, entry = SERVER_ENTRY) {
  const indexFile = join(clientDir, 'index.html')
  if (!existsSync(entry) || !existsSync(indexFile)) return null
  // A signed-in page has no use for the sign-in form the build put in index.html for /login.
  const template = readFileSync(indexFile, 'utf8').replace(LOGIN_SHELL, '')
  // The app's entry file is named, not run: the boot script starts it after the page's first frame
  // (index.html), so the browser paints the page before it evaluates the app.
  const entryScript = ENTRY_SCRIPT.exec(template)
  if (
    !entryScript ||
    !template.includes(ROOT_SLOT) ||
    !template.includes('<body>') ||
    !template.includes('</head>')
  )
    return null
  // The take-over's own file is named too: the entry would ask for it only once it runs, one round
  // trip after the framework (its imports are in the boot script's list already).
  const assets = join(clientDir, 'assets')
  const takeOver = existsSync(assets)
    ? readdirSync(assets).find((file) => TAKE_OVER_FILE.test(file))
    : undefined
  const preloads = [entryScript[1], ...(takeOver ? [`/assets/${takeOver}`] : [])]
  const pageTemplate = template.replace(entryScript[0], () =>
    preloads
      .map(
        (href, index) =>
          `<link rel="modulepreload" crossorigin href="${href}"${index === 0 ? ' data-entry' : ''}>`,
      )
      .join(''),
  )
  let renderer: Promise<Renderer> | null = null
  const loadRenderer = () => (renderer ??= import(pathToFileURL(entry).href) as Promise<Renderer>)
  // Rendered pages by session and by everything the page shows (the API's answers): the same token
  // with the same answers gets the same HTML, so a page is rendered once per change, not per load
  // (decision 0087). The token is checked by its get-user answer on every load before this is read.
  const keptPages = new Map<string, RenderedPage>()
  const keep = (key: string, page: RenderedPage) => {
    if (keptPages.size >= MAX_KEPT_PAGES) keptPages.delete(keptPages.keys().next().value!)
    keptPages.set(key, page)
  }

  // The first page after a start paid for loading the renderer (about 1 s on a busy machine) and for
  // its first, unoptimised run: both happen once the server listens, before a user asks.
  app.addHook('onListen', () => {
    void (async () => {
      const { renderPage } = await loadRenderer()
      await renderPage('/', 'warm-up', warmUpData)
    })().catch((error: unknown) =>
      app.log.warn({ err: error }, 'warming up the renderer of signed-in pages failed'),
    )
  })

  /** The page for this request, or null for the plain index.html. */
  return async function signedInPage(request: FastifyRequest): Promise<RenderedPage | null> {
    const token = sessionTokenFromCookie(request.headers.cookie)
    if (!token) return null
    try {
      const headers = { authorization: `Bearer ${token}` }
      const [userAnswer, tilesAnswer] = await Promise.all([
        app.inject({ method: 'GET', url: '/api/auth/get-user', headers }),
        app.inject({ method: 'GET', url: '/api/tiles', headers }),
      ])
      if (userAnswer.statusCode !== 200 || tilesAnswer.statusCode !== 200) return null
      // The API's own answers, as the browser would have had them.
      const data = {
        user: userAnswer.json(),
        tiles: (tilesAnswer.json() as { items: PageData['tiles'] }).items,
      } as PageData
      const key = createHash('sha256')
        .update(token)
        .update('\0')
        .update(userAnswer.body)
        .update('\0')
        .update(tilesAnswer.body)
        .digest('base64url')
      const kept = keptPages.get(key)
      if (kept !== undefined) return kept
      const { renderPage, pageDataJson } = await loadRenderer()
      const page = await renderPage('/', token, data)
      if (page === null) return null
      const html = pageTemplate
        .replace('</head>', () => `${page.head}</head>`)
        .replace(
          '<body>',
          () => `<body><script type="application/json" id="tessera-page-data">${pageDataJson(data)}</script>`,
        )
        .replace(ROOT_SLOT, () => `<div id="root">${page.html}</div>`)
      const rendered = new RenderedPage(html)
      keep(key, rendered)
      return rendered
    } catch (error) {
      request.log.error(
        { err: error },
        'server rendering of the signed-in page failed; sending the plain page',
      )
      return null
    }
  }
}

/** A READ user with no tiles: enough to run every part of the renderer once. */
const warmUpData = {
  user: {
    id: 'warm-up',
    username: 'warm-up',
    email: 'warm-up@tessera.invalid',
    role: 'READ',
    group: 'DEMO',
    features: [],
  },
  tiles: [],
} as unknown as PageData
