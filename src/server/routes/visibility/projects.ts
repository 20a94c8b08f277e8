// Visibility projects: read by every level of the PARENT group, managed by its admins (the manifest).
// The list also names the models a project can use as engines and the data-pool collections that can
// hold its approved texts, so the settings page needs one call.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { knowledgeCollections } from '../../db/ai-tables.ts'
import { visibilityPrompts, visibilityProjects } from '../../db/visibility-tables.ts'
import { HttpError } from '../../lib/http-error.ts'
import { checkProjectBody, supportedMarkets, type ProjectBody } from '../../visibility/project-input.ts'
import { namesBrand } from '../../visibility/match-answer.ts'
import { projectOr404 } from '../../visibility/project-queries.ts'
import { toProjectDto } from './dto.ts'

export default async function projectRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/visibility/projects',
    { schema: contract.schemaFor('visibility-projects-list') },
    async (request) => {
      const user = request.user!
      const rows = await app.db
        .select()
        .from(visibilityProjects)
        .where(eq(visibilityProjects.tenantGroup, user.group))
        .orderBy(asc(visibilityProjects.name))
      const collections = await app.db
        .select({ id: knowledgeCollections.id, name: knowledgeCollections.name })
        .from(knowledgeCollections)
        .where(eq(knowledgeCollections.tenantGroup, user.group))
        .orderBy(asc(knowledgeCollections.name))
      const models = await listUsableChatModels(app.db, user.group)
      return {
        items: rows.map(toProjectDto),
        models: models.map((m) => ({ id: m.id, label: m.label })),
        collections,
        markets: supportedMarkets,
      }
    },
  )

  const nameTaken = () =>
    new HttpError(409, 'A project of this name exists', { code: 'visibility.nameTaken' })

  app.post<{ Body: ProjectBody }>(
    '/api/visibility/projects',
    { schema: contract.schemaFor('visibility-projects-create') },
    async (request, reply) => {
      const user = request.user!
      const values = await checkProjectBody(app.db, user.group, request.body)
      const [row] = await app.db
        .insert(visibilityProjects)
        .values({ id: randomUUID(), tenantGroup: user.group, createdBy: user.id, ...values })
        .onConflictDoNothing()
        .returning()
      if (!row) throw nameTaken()
      await app.audit(request, { action: 'visibility.project.created', target: row.id, result: 'success' })
      return reply.status(201).send(toProjectDto(row))
    },
  )

  app.get<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId',
    { schema: contract.schemaFor('visibility-projects-get') },
    async (request) =>
      toProjectDto(await projectOr404(app.db, request.user!.group, request.params.projectId)),
  )

  app.put<{ Params: { projectId: string }; Body: ProjectBody }>(
    '/api/visibility/projects/:projectId',
    { schema: contract.schemaFor('visibility-projects-update') },
    async (request) => {
      const user = request.user!
      const project = await projectOr404(app.db, user.group, request.params.projectId)
      const values = await checkProjectBody(app.db, user.group, request.body)
      const [clash] = await app.db
        .select({ id: visibilityProjects.id })
        .from(visibilityProjects)
        .where(and(eq(visibilityProjects.tenantGroup, user.group), eq(visibilityProjects.name, values.name)))
      if (clash && clash.id !== project.id) throw nameTaken()
      const [row] = await app.db
        .update(visibilityProjects)
        .set({ ...values, updatedAt: sql`now()` as unknown as Date })
        .where(eq(visibilityProjects.id, project.id))
        .returning()
      // The brand or its aliases may have changed: which prompts name it is found again.
      const prompts = await app.db
        .select({
          id: visibilityPrompts.id,
          text: visibilityPrompts.text,
          branded: visibilityPrompts.branded,
        })
        .from(visibilityPrompts)
        .where(eq(visibilityPrompts.projectId, project.id))
      for (const prompt of prompts) {
        const branded = namesBrand(prompt.text, row!)
        if (branded !== prompt.branded)
          await app.db.update(visibilityPrompts).set({ branded }).where(eq(visibilityPrompts.id, prompt.id))
      }
      await app.audit(request, {
        action: 'visibility.project.changed',
        target: project.id,
        result: 'success',
      })
      return toProjectDto(row!)
    },
  )

  app.delete<{ Params: { projectId: string } }>(
    '/api/visibility/projects/:projectId',
    { schema: contract.schemaFor('visibility-projects-delete') },
    async (request, reply) => {
      const user = request.user!
      const project = await projectOr404(app.db, user.group, request.params.projectId)
      await app.db.delete(visibilityProjects).where(eq(visibilityProjects.id, project.id))
      await app.audit(request, {
        action: 'visibility.project.deleted',
        target: project.id,
        result: 'success',
      })
      return reply.status(204).send()
    },
  )
}
