import { readFileSync } from 'node:fs'
import { parse } from '@formatjs/icu-messageformat-parser'
import react from '@vitejs/plugin-react'
import { Features } from 'lightningcss'
import { compileHints } from './scripts/build/compile-hints.ts'
import { muiWithoutCssVariables } from './scripts/build/mui-without-css-variables.ts'
import { precompressAssets } from './scripts/build/precompress-assets.ts'
import { signedInChunks } from './scripts/build/signed-in-chunks.ts'
import { signedInPreload } from './scripts/build/signed-in-preload.ts'
import { defineConfig, minifySync, runnerImport, type Plugin, type ViteDevServer } from 'vite'

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|store|react-store)|use-sync-external-store|react-intl|@formatjs\/[^/]+|intl-messageformat|tiny-invariant|tiny-warning|cookie-es|seroval[^/]*)\//
/**
 * MUI's overlays (modal, popover, menu, drawer, tooltip and what they share): not on the signed-in first
 * paint (decision 0066), loaded as one file when a page or a first click needs one, so the entry's
 * list of each page's files stays short.
 */
const OVERLAYS =
  /node_modules\/(@mui\/(material\/(Modal|Popover|Menu|MenuList|MenuItem|Fade|Backdrop|Unstable_TrapFocus|Drawer|Slide|Tooltip|Popper|Grow|Portal|utils\/(contains|focusable|focusWithVisible|getScrollbarSize)|Select\/utils)|utils\/(useRovingTabIndex|fastObjectShallowCompare|getReactElementRef|useSlotProps|getScrollbarSize|contains))|@popperjs\/core)\//
/** The data cache (TanStack Query) and its scope: one file, loaded with the first page that uses it (decision 0066). */
const DATA_CACHE = /node_modules\/@tanstack\/(react-query|query-core)\/|\/client\/lib\/query\/query-(scope|client)\.tsx?$/
const ALWAYS_LOADED_FIRST = /^assets\/(framework|rolldown-runtime|api-client|session|signed-in)-[\w-]+\.js$/
const MESSAGES_MODULE = /src\/generated\/messages-(?:(?:public|shell|features)-)?(de|en|fr)\.gen\.ts$/
const ENTRY = /^\s*("(?:[^"\\]|\\.)*"):\s*("(?:[^"\\]|\\.)*"),?\s*$/

/**
 * The catalogues reach the browser already parsed (ICU message ASTs), so react-intl needs no
 * message parser at run time; the parser is swapped for its no-parser build below.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'tessera:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!MESSAGES_MODULE.test(id)) return null
      const compiled: Record<string, unknown> = {}
      for (const line of code.split('\n')) {
        const match = ENTRY.exec(line)
        if (match?.[1] && match[2]) compiled[JSON.parse(match[1]) as string] = parse(JSON.parse(match[2]) as string)
      }
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`, map: null }
    },
  }
}

const LOGIN_SHELL_MARKUP = `${import.meta.dirname}/src/client/features/session/components/login-shell-markup.tsx`
const LOGIN_SHELL_SLOT = '<!--login-shell-->'
const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g
const HTML_COMMENT = /\s*<!--[\s\S]*?-->/g
const FAVICON_LINK = /<link rel="icon" type="image\/svg\+xml" href="(\/brand\/[\w-]+\.svg)" \/>/
/** The Public Sans file the sign-in form paints with (fonts.css: latin, weights 400 to 700, decision 0058). */
const FIRST_PAINT_FONT = /public-sans-latin-wght-400-700-[\w-]+\.woff2$/

/** An SVG file as a data: URL (whitespace collapsed, only what a URL needs escaped). */
function svgDataUrl(file: string): string {
  const svg = readFileSync(file, 'utf8').replace(/\s+/g, ' ').replace(/> </g, '><').trim()
  const escaped = encodeURIComponent(svg.replaceAll('"', "'"))
  return `data:image/svg+xml,${escaped.replace(/%(20|3D|3A|2F|27|2C|3B)/g, (code) => decodeURIComponent(code))}`
}

/**
 * The sign-in form prerendered into index.html from the login page's own component (React on the
 * server side of Vite), so /login paints before the app's scripts have loaded; the fonts it paints
 * with are preloaded. See src/client/lib/session/login-shell.ts and docs/decisions/0006.
 */
function loginShell(): Plugin {
  let devServer: ViteDevServer | undefined
  const render = async (): Promise<string> => {
    type Markup = { renderLoginShellMarkup: () => string }
    const module = devServer
      ? ((await devServer.ssrLoadModule(LOGIN_SHELL_MARKUP)) as Markup)
      : (
          await runnerImport<Markup>(LOGIN_SHELL_MARKUP, {
            configFile: false,
            root: import.meta.dirname,
            logLevel: 'error',
          })
        ).module
    return module.renderLoginShellMarkup()
  }
  return {
    name: 'tessera:login-shell',
    configureServer(server) {
      devServer = server
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(LOGIN_SHELL_SLOT)) throw new Error(`index.html lacks ${LOGIN_SHELL_SLOT}`)
        // React hints the form's logo with a preload link; in the shell's inert template it would only
        // load with the logo itself, so it is left out.
        let withShell = html.replace(LOGIN_SHELL_SLOT, (await render()).replace(IMAGE_PRELOAD, ''))
        // The built page's inline scripts are minified and its comments left out (they count toward
        // the first render's bytes); the product's favicon (public/brand, about 500 bytes) goes inline
        // instead of a request of its own with its headers; DocumentBranding reads data-src.
        if (context.bundle)
          withShell = withShell
            .replace(HTML_COMMENT, '')
            .replace(FAVICON_LINK, (_tag, href: string) => {
              const dataUrl = svgDataUrl(`${import.meta.dirname}/public${href}`)
              return `<link rel="icon" type="image/svg+xml" href="${dataUrl}" data-src="${href}" />`
            })
            .replace(
            INLINE_SCRIPT,
            (_tag, body: string) => `<script>${minifySync('inline.js', body).code.trim()}</script>`,
          )
        // The entry's stylesheet (base.css and fonts.css, about 1.6 KB gzip) goes inline: the shell paints
        // without waiting for one more file (measured: about 50 ms less LCP on /login).
        const bundle = context.bundle
        if (bundle)
          withShell = withShell.replace(ENTRY_STYLESHEET, (tag, file: string) => {
            const asset = bundle[file]
            if (asset?.type !== 'asset') return tag
            const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
            return `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim()}</style>`
          })
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => FIRST_PAINT_FONT.test(file))
        return {
          html: withShell,
          tags: fonts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
        }
      },
    },
  }
}

// The browser app. The API runs on its own port in development and is proxied under /api.
// `vite build --ssr server-entry.tsx` builds the server's renderer of signed-in pages into dist/ssr
// (decision 0075): the same aliases and compiled texts, none of the browser build's files.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: isSsrBuild
    ? [precompiledMessages(), muiWithoutCssVariables(), react()]
    : [precompiledMessages(), muiWithoutCssVariables(), react(), signedInPreload(), loginShell(), compileHints(), precompressAssets()],
  resolve: {
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // The router's store and XState's hooks import the pre-React-18 shims; React 19 has the hook
      // itself, and the package's own entries for React 18 and later use it (decision 0066).
      { find: /^use-sync-external-store\/shim\/with-selector$/, replacement: 'use-sync-external-store/with-selector' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, sourcemap: false, target: 'node24' }
    : {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser we support preloads modules itself (Chrome 66, Firefox 115, Safari 17).
    // A page's list of files to preload (in page-loaders.gen.ts's file, decision 0093) leaves out
    // the files that are always there before any page loads: the framework, the runtime, the HTTP client
    // and the signed-in layout, and the session machine's, which no page imports (decisions 0066, 0079). index.html keeps its own list: there the framework's
    // preload is what starts it beside the entry rather than after it.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !ALWAYS_LOADED_FIRST.test(dep))),
    },
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for its side effects only (its withTheme, which we
      // do not use, lives in another file); the package is plain CommonJS without a side effect, so it
      // and its copy of react-is leave the signed-in file: 0.8 KB brotli (decision 0078).
      treeshake: { moduleSideEffects: [{ test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false }] },
      output: {
        // React, the router and react-intl in one file: the first render needs all of them, and one
        // file compresses better than the five the default split makes (decision 0004).
        // The signed-in layout and dashboard in two more files rather than about 30 (decision 0031).
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || id.endsWith('/client/lib/storage-keys.ts') },
            { name: signedInChunks('main.tsx'), includeDependenciesRecursively: false },
            { name: 'overlays', test: (id: string) => OVERLAYS.test(id), includeDependenciesRecursively: false },
            { name: 'data-cache', test: (id: string) => DATA_CACHE.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // No stylesheet uses light-dark(): without this, the minifier adds its two fallback variables to
  // every color-scheme declaration, bytes of the sign-in page's first load (decision 0074).
  css: { lightningcss: { exclude: Features.LightDark } },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}))
