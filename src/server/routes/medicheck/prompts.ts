// Medicheck prompts (issue 39, decision 0095): the versions of each profile, a new version, the one in
// use, and a trial of an unsaved instruction on one item. ADMIN+ of DEMO (the manifest); another
// tenant's versions and items answer 404.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { toPromptProfileDto, toPromptVersionDto } from '../../analysis/prompts/prompt-dto.ts'
import { profilesOf, type AnalysisProfile } from '../../analysis/prompts/prompt-defaults.ts'
import {
  createPromptVersion,
  listPromptVersions,
  usePromptVersion,
} from '../../analysis/prompts/prompt-versions.ts'
import { runTrial } from '../../analysis/runs/trial-run.ts'
import { notFound } from '../../lib/http-error.ts'
import { refusalAnswer } from './run-refusal.ts'

const tool = 'medicheck'

export default async function medicheckPromptRoutes(
  app: FastifyInstance,
  { contract }: { contract: Contract },
) {
  app.get(
    '/api/medicheck/prompts',
    { schema: contract.schemaFor('medicheck-prompts-list') },
    async (request) => {
      const rows = await listPromptVersions(app.db, request.user!.group, tool)
      return {
        profiles: profilesOf(tool).map((profile) => toPromptProfileDto(rows, profile)),
      }
    },
  )

  app.post<{ Body: { profile: AnalysisProfile; instruction: string; note?: string | null; use: boolean } }>(
    '/api/medicheck/prompts',
    { schema: contract.schemaFor('medicheck-prompts-create') },
    async (request, reply) => {
      const user = request.user!
      const { profile, instruction, use } = request.body
      const row = await createPromptVersion(app.db, {
        tenantGroup: user.group,
        tool,
        profile,
        instruction: instruction.trim(),
        note: request.body.note?.trim() || null,
        use,
        createdBy: user.id,
      })
      await app.audit(request, {
        action: 'analysis.prompt.created',
        target: row.id,
        result: 'success',
        detail: { profile, version: row.version, use },
      })
      return reply.status(201).send(toPromptVersionDto(row))
    },
  )

  app.post<{ Params: { promptId: string } }>(
    '/api/medicheck/prompts/:promptId/use',
    { schema: contract.schemaFor('medicheck-prompts-use') },
    async (request) => {
      const row = await usePromptVersion(app.db, request.user!.group, tool, request.params.promptId)
      if (!row) throw notFound('No such prompt version')
      await app.audit(request, {
        action: 'analysis.prompt.used',
        target: row.id,
        result: 'success',
        detail: { profile: row.profile, version: row.version },
      })
      return toPromptVersionDto(row)
    },
  )

  app.post<{ Body: { profile: AnalysisProfile; instruction: string; itemId: string } }>(
    '/api/medicheck/prompts/trial',
    { schema: contract.schemaFor('medicheck-prompts-trial') },
    async (request, reply) => {
      const user = request.user!
      // The browser leaving ends the model call too.
      const abort = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) abort.abort()
      })
      try {
        const outcome = await runTrial(app.db, {
          tenantGroup: user.group,
          tool,
          ...request.body,
          userId: user.id,
          signal: abort.signal,
        })
        await app.audit(request, {
          action: 'analysis.prompt.tried',
          target: request.body.itemId,
          result: 'success',
          detail: { profile: request.body.profile, status: outcome.status },
        })
        return outcome
      } catch (error) {
        throw refusalAnswer(error)
      }
    },
  )
}
