// A stored file (the file store's 256 KB parts) answered to a media element: the whole file or the one
// byte range it asks for (206), 416 past the end. Podcast episodes and voice recordings play this way.
import type { FastifyReply } from 'fastify'
import { readStoredRange } from '../analysis/podcasts/episode-audio.ts'
import type { Database } from '../db/connect.ts'
import type { KnowledgeFile } from '../knowledge/file-store.ts'
import { parseRange } from './parse-range.ts'

export async function sendFileRange(
  db: Database,
  reply: FastifyReply,
  file: KnowledgeFile,
  range: string | undefined,
) {
  const size = file.sizeBytes
  const wanted = parseRange(range, size)
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.mediaType)
    .header('cache-control', 'private, max-age=300')
  if (wanted === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send()
  const [start, end] = wanted ?? [0, size - 1]
  const bytes = await readStoredRange(db, file.id, start, end)
  if (wanted) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`)
  return reply.header('content-length', bytes.byteLength).send(bytes)
}
