// Vite plugin: after the build, writes NAME.br (brotli, quality 11) and NAME.gz (gzip, level 9)
// beside every text file of the output, so the server sends them by Accept-Encoding without
// compressing at request time (src/server/plugins/client-app.ts, @fastify/static preCompressed).
// Source maps are left out: they are served only on request (SERVE_SOURCE_MAPS) and compressed then.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i

/** Writes the .br and .gz of one file; a version that is not smaller than the file is not written. */
export function precompressFile(path: string): void {
  const content = readFileSync(path)
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })
  const gzip = gzipSync(content, { level: 9 })
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli)
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip)
}

/** Every text file under a directory, recursively. */
export function textFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

export function precompressAssets(): Plugin {
  let outDir = ''
  return {
    name: 'tessera:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After every file, public/ included, is written.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of textFilesUnder(outDir)) precompressFile(file)
      },
    },
  }
}
