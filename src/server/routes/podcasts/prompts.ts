// The podcast prompt (profile podcastEpisode), versioned as the medicine check's are (decision 0095):
// its versions with the one in use, a new version, another put in use. ADMIN and up of the podcast
// groups (the manifest); another tenant's version answers 404. Results keep the version they ran with.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { podcastTool } from '../../analysis/podcasts/podcast-queries.ts'
import { toPromptProfileDto, toPromptVersionDto } from '../../analysis/prompts/prompt-dto.ts'
import {
  createPromptVersion,
  listPromptVersions,
  usePromptVersion,
} from '../../analysis/prompts/prompt-versions.ts'
import { notFound } from '../../lib/http-error.ts'

const profile = 'podcastEpisode'

export default async function podcastPromptRoutes(
  app: FastifyInstance,
  { contract }: { contract: Contract },
) {
  app.get(
    '/api/podcasts/prompts',
    { schema: contract.schemaFor('podcasts-prompts-list') },
    async (request) => {
      const rows = await listPromptVersions(app.db, request.user!.group, podcastTool)
      return toPromptProfileDto(rows, profile)
    },
  )

  app.post<{ Body: { instruction: string; note?: string | null; use: boolean } }>(
    '/api/podcasts/prompts',
    { schema: contract.schemaFor('podcasts-prompts-create') },
    async (request, reply) => {
      const user = request.user!
      const row = await createPromptVersion(app.db, {
        tenantGroup: user.group,
        tool: podcastTool,
        profile,
        instruction: request.body.instruction.trim(),
        note: request.body.note?.trim() || null,
        use: request.body.use,
        createdBy: user.id,
      })
      await app.audit(request, {
        action: 'podcast.prompt.created',
        target: row.id,
        result: 'success',
        detail: { version: row.version, use: request.body.use },
      })
      return reply.status(201).send(toPromptVersionDto(row))
    },
  )

  app.post<{ Params: { promptId: string } }>(
    '/api/podcasts/prompts/:promptId/use',
    { schema: contract.schemaFor('podcasts-prompts-use') },
    async (request) => {
      const row = await usePromptVersion(app.db, request.user!.group, podcastTool, request.params.promptId)
      if (!row) throw notFound('No such prompt version')
      await app.audit(request, {
        action: 'podcast.prompt.used',
        target: row.id,
        result: 'success',
        detail: { version: row.version },
      })
      return toPromptVersionDto(row)
    },
  )
}
