import { parse } from '@formatjs/icu-messageformat-parser'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@tanstack\/(react-router|router-core|history|store|react-store)|use-sync-external-store|react-intl|@formatjs\/[^/]+|intl-messageformat|tiny-invariant|tiny-warning|cookie-es|seroval[^/]*)\//
const MESSAGES_MODULE = /src\/generated\/messages-(?:public-)?(de|en|fr)\.gen\.ts$/
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

// The browser app. The API runs on its own port in development and is proxied under /api.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [precompiledMessages(), react()],
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Every browser we support preloads modules itself (Chrome 66, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // React, the router and react-intl in one file: the first render needs all of them, and one
        // file compresses better than the five the default split makes (decision 0004).
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
})
