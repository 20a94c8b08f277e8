// The podcast keyword lists: what the mentions are counted by. Every level reads them; ADMIN and up
// add and remove terms, after which every episode of the tenant is matched again.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import {
  addPodcastKeyword,
  deletePodcastKeyword,
  listPodcastKeywords,
  rematchEpisodes,
  type MentionKind,
} from '../../analysis/podcasts/podcast-keywords.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'

interface KeywordBody {
  kind: MentionKind
  term: string
  aliases?: string[]
}

export default async function keywordRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/podcasts/keywords',
    { schema: contract.schemaFor('podcasts-keywords-list') },
    async (request) => ({
      items: await listPodcastKeywords(app.db, request.user!.group),
    }),
  )

  app.post<{ Body: KeywordBody }>(
    '/api/podcasts/keywords',
    { schema: contract.schemaFor('podcasts-keywords-create') },
    async (request, reply) => {
      const user = request.user!
      const term = request.body.term.trim()
      const aliases = (request.body.aliases ?? []).map((alias) => alias.trim()).filter(Boolean)
      const id = await addPodcastKeyword(
        app.db,
        user.group,
        { kind: request.body.kind, term, aliases },
        `Podcast: ${request.body.kind}`,
      )
      if (!id) throw new HttpError(409, 'The term is in the list already', { code: 'podcast.keywordExists' })
      await rematchEpisodes(app.db, user.group)
      await app.audit(request, {
        action: 'podcast.keyword.added',
        target: id,
        result: 'success',
        detail: { kind: request.body.kind, term },
      })
      return reply.status(201).send({ id, term, aliases, kind: request.body.kind })
    },
  )

  app.delete<{ Params: { keywordId: string } }>(
    '/api/podcasts/keywords/:keywordId',
    { schema: contract.schemaFor('podcasts-keywords-delete') },
    async (request, reply) => {
      const user = request.user!
      if (!(await deletePodcastKeyword(app.db, user.group, request.params.keywordId)))
        throw notFound('No such keyword')
      await rematchEpisodes(app.db, user.group)
      await app.audit(request, {
        action: 'podcast.keyword.deleted',
        target: request.params.keywordId,
        result: 'success',
      })
      return reply.status(204).send()
    },
  )
}
