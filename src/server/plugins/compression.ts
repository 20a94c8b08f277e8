// Compresses answers of about 1 KB and more (brotli at quality 4, or gzip) by Accept-Encoding, with
// Vary: Accept-Encoding. Smaller ones, such as get-user, go out as they are: compressing them would
// cost CPU for a few bytes. The built app's files come precompressed (client-app.ts) and carry their
// Content-Encoding already, which this plugin leaves alone. Request bodies are not decompressed: the
// API takes plain JSON.
import fastifyCompress from '@fastify/compress'
import fp from 'fastify-plugin'

/** What answers are compressed with, by preference: zstd (Node 24 has it) compresses a page less than brotli. */
export const COMPRESSED_ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip']

/** Answers below this many bytes are sent uncompressed. */
export const COMPRESSION_THRESHOLD = 1024

export default fp(
  async (app) => {
    await app.register(fastifyCompress, { global: true, threshold: COMPRESSION_THRESHOLD, encodings: COMPRESSED_ENCODINGS, globalDecompression: false })
  },
  { name: 'compression' },
)
