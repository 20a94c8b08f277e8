// The knowledge room's HTTP side (issue 16): collections, files, passages. Registers the index job
// kind, so every process that serves the API also indexes.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { registerJobKind } from '../../jobs/index.ts'
import { embedFileJob, embedJobKind } from '../../knowledge/embed-file-job.ts'
import { deleteIncompleteFiles } from '../../knowledge/file-store.ts'
import { indexFileJob, indexJobKind } from '../../knowledge/index-file-job.ts'
import collectionRoutes from './collections.ts'
import fileRoutes from './files.ts'
import passageRoutes from './passages.ts'

export default async function knowledgeRoutes(app: FastifyInstance, options: { contract: Contract }) {
  registerJobKind(indexJobKind, indexFileJob, { timeoutMs: 10 * 60_000 })
  registerJobKind(embedJobKind, embedFileJob, { timeoutMs: 10 * 60_000 })
  // Files a stopped server left half stored (file-store.ts) go at the start.
  const incomplete = await deleteIncompleteFiles(app.db)
  if (incomplete > 0)
    app.log.warn({ incomplete }, 'knowledge files left half stored by a stopped server deleted')
  await app.register(collectionRoutes, options)
  await app.register(fileRoutes, options)
  await app.register(passageRoutes, options)
}
