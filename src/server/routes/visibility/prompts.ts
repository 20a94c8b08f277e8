// Tracked prompts: listed, added one by one, from the starter pack or a CSV file, edited, paused and
// deleted. Whether a prompt names the brand is found by the matcher on every write, never set by hand.
// An import checks every row first; one bad row writes nothing.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { visibilityPrompts } from '../../db/visibility-tables.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { fieldError, fieldErrors, HttpError } from '../../lib/http-error.ts'
import { namesBrand } from '../../visibility/match-answer.ts'
import { parsePromptCsv, promptsToCsv } from '../../visibility/prompt-csv.ts'
import { projectOr404, promptOr404, type Project } from '../../visibility/project-queries.ts'
import { starterPack, type PromptCategory } from '../../visibility/starter-pack.ts'
import { toPromptDto } from './dto.ts'

interface PromptBody {
  text: string
  topic?: string
  category: PromptCategory
  market: string
  active?: boolean
}

type NewPrompt = {
  text: string
  topic: string
  category: string
  market: string
  language: string
  active: boolean
}

export default async function promptRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const listPrompts = (projectId: string) =>
    app.db
      .select()
      .from(visibilityPrompts)
      .where(eq(visibilityPrompts.projectId, projectId))
      .orderBy(asc(visibilityPrompts.market), asc(visibilityPrompts.category), asc(visibilityPrompts.text))

  /** Writes prompts the project has not got yet (same market and text); returns how many were new. */
  const addPrompts = async (project: Project, prompts: readonly NewPrompt[]) => {
    if (prompts.length === 0) return 0
    const rows = await app.db
      .insert(visibilityPrompts)
      .values(
        prompts.map((p) => ({
          id: randomUUID(),
          projectId: project.id,
          tenantGroup: project.tenantGroup,
          ...p,
          branded: namesBrand(p.text, project),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: visibilityPrompts.id })
    return rows.length
  }

  const changed = (request: FastifyRequest, projectId: string, detail: Record<string, unknown>) =>
    app.audit(request, { action: 'visibility.prompts.changed', target: projectId, result: 'success', detail })

  const marketOf = (project: Project, market: string) => {
    const found = project.markets.find((m) => m.country === market)
    if (!found)
      throw fieldErrors({
        market: fieldError('visibility.unknownMarket', 'The project does not serve this market', { market }),
      })
    return found
  }

  app.get<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId/prompts',
    { schema: contract.schemaFor('visibility-prompts-list') },
    async (request) => {
      const project = await projectOr404(app.db, request.user!.group, request.params.projectId)
      return { items: (await listPrompts(project.id)).map(toPromptDto) }
    },
  )

  app.post<{ Params: { projectId: string }; Body: PromptBody }>(
    '/api/visibility/projects/:projectId/prompts',
    { schema: contract.schemaFor('visibility-prompts-create') },
    async (request, reply) => {
      const project = await projectOr404(app.db, request.user!.group, request.params.projectId)
      const text = request.body.text.trim()
      if (!text) throw fieldErrors({ text: fieldError('visibility.promptText', 'A prompt needs its text') })
      const market = marketOf(project, request.body.market)
      const added = await addPrompts(project, [
        {
          text,
          topic: request.body.topic?.trim() ?? '',
          category: request.body.category,
          market: market.country,
          language: market.language,
          active: request.body.active ?? true,
        },
      ])
      if (added === 0)
        throw new HttpError(409, 'This prompt is tracked already', { code: 'visibility.promptExists' })
      await changed(request, project.id, { added })
      return reply.status(201).send({ added })
    },
  )

  app.post<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId/prompts/starter',
    { schema: contract.schemaFor('visibility-prompts-starter') },
    async (request) => {
      const project = await projectOr404(app.db, request.user!.group, request.params.projectId)
      if (project.markets.length === 0 || project.topics.length === 0)
        throw new HttpError(409, 'The starter pack needs markets and topics in the settings', {
          code: 'visibility.starterNeedsSettings',
        })
      const added = await addPrompts(
        project,
        starterPack(project).map((p) => ({ ...p, active: true })),
      )
      await changed(request, project.id, { added, from: 'starter' })
      return { added }
    },
  )

  app.get<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId/prompts/export',
    { schema: contract.schemaFor('visibility-prompts-export') },
    async (request, reply) => {
      const project = await projectOr404(app.db, request.user!.group, request.params.projectId)
      const csv = promptsToCsv(
        (await listPrompts(project.id)).map((p) => ({ ...p, category: p.category as PromptCategory })),
      )
      return reply
        .header('content-disposition', attachmentDisposition(`prompts-${project.name}.csv`))
        .type('text/csv; charset=utf-8')
        .send(`\uFEFF${csv}`)
    },
  )

  app.post<{ Params: { projectId: string }; Body: { csv: string } }>(
    '/api/visibility/projects/:projectId/prompts/import',
    { schema: contract.schemaFor('visibility-prompts-import') },
    async (request) => {
      const project = await projectOr404(app.db, request.user!.group, request.params.projectId)
      const { prompts, errors } = parsePromptCsv(request.body.csv, project.markets)
      if (errors.length > 0) {
        const first = errors[0]!
        throw new HttpError(400, `Line ${first.line}: ${first.field} is not valid`, {
          code: first.code,
          fieldErrors: Object.fromEntries(
            errors
              .slice(0, 20)
              .map((e) => [
                `line${e.line}`,
                fieldError(e.code, `Line ${e.line}: ${e.field}`, { line: e.line, field: e.field }),
              ]),
          ),
        })
      }
      const added = await addPrompts(project, prompts)
      await changed(request, project.id, { added, from: 'csv' })
      return { added, skipped: prompts.length - added }
    },
  )

  app.patch<{ Params: { promptId: string }; Body: Partial<PromptBody> }>(
    '/api/visibility/prompts/:promptId',
    { schema: contract.schemaFor('visibility-prompts-update') },
    async (request) => {
      const user = request.user!
      const prompt = await promptOr404(app.db, user.group, request.params.promptId)
      const project = await projectOr404(app.db, user.group, prompt.projectId)
      const body = request.body
      const text = body.text === undefined ? prompt.text : body.text.trim()
      if (!text) throw fieldErrors({ text: fieldError('visibility.promptText', 'A prompt needs its text') })
      const market =
        body.market === undefined
          ? { country: prompt.market, language: prompt.language }
          : marketOf(project, body.market)
      const [clash] = await app.db
        .select({ id: visibilityPrompts.id })
        .from(visibilityPrompts)
        .where(
          and(
            eq(visibilityPrompts.projectId, project.id),
            eq(visibilityPrompts.market, market.country),
            eq(visibilityPrompts.text, text),
          ),
        )
      if (clash && clash.id !== prompt.id)
        throw new HttpError(409, 'This prompt is tracked already', { code: 'visibility.promptExists' })
      const [row] = await app.db
        .update(visibilityPrompts)
        .set({
          text,
          topic: body.topic?.trim() ?? prompt.topic,
          category: body.category ?? prompt.category,
          market: market.country,
          language: market.language,
          active: body.active ?? prompt.active,
          branded: namesBrand(text, project),
        })
        .where(eq(visibilityPrompts.id, prompt.id))
        .returning()
      await changed(request, project.id, { changed: prompt.id })
      return toPromptDto(row!)
    },
  )

  app.delete<{ Params: { promptId: string } }>(
    '/api/visibility/prompts/:promptId',
    { schema: contract.schemaFor('visibility-prompts-delete') },
    async (request, reply) => {
      const prompt = await promptOr404(app.db, request.user!.group, request.params.promptId)
      await app.db.delete(visibilityPrompts).where(eq(visibilityPrompts.id, prompt.id))
      await changed(request, prompt.projectId, { deleted: prompt.id })
      return reply.status(204).send()
    },
  )
}
