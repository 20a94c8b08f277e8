// The prompt library and the response-optimisation prompts (issue 17 items 2 and 3). Admins manage
// both; every user reads the prompts they may use (the chat composer's `/`), the enabled
// response-optimisation prompts (the actions under an answer) and reworks their own answers.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import {
  createPrompt,
  deletePrompt,
  exportPrompts,
  getPrompt,
  importPrompts,
  listPrompts,
  listPromptVersions,
  updatePrompt,
  usePromptVersion,
} from '../../prompts/library.ts'
import type { PromptFields } from '../../prompts/validate-prompt.ts'
import {
  createOptimization,
  deleteOptimization,
  listOptimizations,
  reorderOptimizations,
  toLanguage,
  updateOptimization,
} from '../../prompts/response-optimizations.ts'
import {
  listReworks,
  reworkAnswer,
  reworkUnavailableReason,
  selectAnswerVersion,
} from '../../prompts/rework-answer.ts'

type PromptParams = { Params: { promptId: string } }
type OptimizationParams = { Params: { optimizationId: string } }
type LanguageQuery = { Querystring: { language?: string } }
type OptimizationBody = { label?: string | null; instruction?: string | null; enabled?: boolean }

export default async function promptRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const user = (request: FastifyRequest) => request.user!

  // --- the library ---
  app.get('/api/prompts', { schema: contract.schemaFor('prompts-list') }, async (request) => ({
    items: await listPrompts(app.db, user(request)),
  }))

  app.get('/api/prompts/usable', { schema: contract.schemaFor('prompts-usable') }, async (request) => ({
    items: await listPrompts(app.db, user(request)),
  }))

  app.post<{ Body: PromptFields }>(
    '/api/prompts',
    { schema: contract.schemaFor('prompts-create') },
    async (request, reply) => {
      const prompt = await createPrompt(app.db, user(request), request.body, app.now())
      await app.audit(request, {
        action: 'prompt.created',
        target: prompt.id,
        result: 'success',
        detail: { title: prompt.title, visibility: prompt.visibility },
      })
      return reply.status(201).send(prompt)
    },
  )

  app.get('/api/prompts/export', { schema: contract.schemaFor('prompts-export') }, async (request, reply) => {
    const document = await exportPrompts(app.db, user(request), app.now())
    return reply
      .header(
        'content-disposition',
        `attachment; filename="prompt-library-${document.exportedAt.slice(0, 10)}.json"`,
      )
      .send(document)
  })

  app.post<{ Body: unknown }>(
    '/api/prompts/import',
    { schema: contract.schemaFor('prompts-import') },
    async (request, reply) => {
      const result = await importPrompts(app.db, user(request), request.body, app.now())
      await app.audit(request, {
        action: 'prompt.imported',
        result: 'success',
        detail: { count: result.imported },
      })
      return reply.status(201).send(result)
    },
  )

  app.get<PromptParams>(
    '/api/prompts/:promptId',
    { schema: contract.schemaFor('prompts-get') },
    async (request) => getPrompt(app.db, user(request), request.params.promptId),
  )

  app.patch<PromptParams & { Body: PromptFields }>(
    '/api/prompts/:promptId',
    { schema: contract.schemaFor('prompts-update') },
    async (request) => {
      const { prompt, newVersion } = await updatePrompt(
        app.db,
        user(request),
        request.params.promptId,
        request.body,
        app.now(),
      )
      await app.audit(request, {
        action: 'prompt.changed',
        target: prompt.id,
        result: 'success',
        detail: { fields: Object.keys(request.body), version: prompt.currentVersion, newVersion },
      })
      return prompt
    },
  )

  app.delete<PromptParams>(
    '/api/prompts/:promptId',
    { schema: contract.schemaFor('prompts-delete') },
    async (request, reply) => {
      const prompt = await deletePrompt(app.db, user(request), request.params.promptId)
      await app.audit(request, {
        action: 'prompt.deleted',
        target: prompt.id,
        result: 'success',
        detail: { title: prompt.title },
      })
      return reply.status(204).send()
    },
  )

  app.get<PromptParams>(
    '/api/prompts/:promptId/versions',
    { schema: contract.schemaFor('prompts-versions') },
    async (request) => ({
      items: await listPromptVersions(app.db, user(request), request.params.promptId),
    }),
  )

  app.post<{ Params: { promptId: string; version: number } }>(
    '/api/prompts/:promptId/versions/:version/use',
    { schema: contract.schemaFor('prompts-use-version') },
    async (request) => {
      const prompt = await usePromptVersion(
        app.db,
        user(request),
        request.params.promptId,
        Number(request.params.version),
        app.now(),
      )
      await app.audit(request, {
        action: 'prompt.versionUsed',
        target: prompt.id,
        result: 'success',
        detail: { version: prompt.currentVersion },
      })
      return prompt
    },
  )

  // --- response-optimisation prompts ---
  app.get<LanguageQuery>(
    '/api/response-optimizations',
    { schema: contract.schemaFor('response-optimizations-list') },
    async (request) => ({
      items: await listOptimizations(
        app.db,
        user(request).group,
        toLanguage(request.query.language),
        app.now(),
        { enabledOnly: false },
      ),
    }),
  )

  // With the reason they cannot run now (no language model, budget used up), shown as the actions' tooltip.
  app.get<LanguageQuery>(
    '/api/response-optimizations/enabled',
    { schema: contract.schemaFor('response-optimizations-enabled') },
    async (request) => {
      const [items, unavailable] = await Promise.all([
        listOptimizations(app.db, user(request).group, toLanguage(request.query.language), app.now(), {
          enabledOnly: true,
        }),
        reworkUnavailableReason(app.db, user(request).group),
      ])
      return { items: items.map(({ id, label }) => ({ id, label })), unavailable }
    },
  )

  app.post<LanguageQuery & { Body: OptimizationBody }>(
    '/api/response-optimizations',
    { schema: contract.schemaFor('response-optimizations-create') },
    async (request, reply) => {
      const created = await createOptimization(
        app.db,
        user(request).group,
        request.body,
        toLanguage(request.query.language),
        app.now(),
      )
      await app.audit(request, {
        action: 'responseOptimization.created',
        target: created.id,
        result: 'success',
        detail: { label: created.label },
      })
      return reply.status(201).send(created)
    },
  )

  app.put<LanguageQuery & { Body: { ids: string[] } }>(
    '/api/response-optimizations/order',
    { schema: contract.schemaFor('response-optimizations-reorder') },
    async (request) => {
      const items = await reorderOptimizations(
        app.db,
        user(request).group,
        request.body.ids,
        toLanguage(request.query.language),
        app.now(),
      )
      await app.audit(request, {
        action: 'responseOptimization.reordered',
        result: 'success',
        detail: { ids: request.body.ids },
      })
      return { items }
    },
  )

  app.patch<OptimizationParams & LanguageQuery & { Body: OptimizationBody }>(
    '/api/response-optimizations/:optimizationId',
    { schema: contract.schemaFor('response-optimizations-update') },
    async (request) => {
      const updated = await updateOptimization(
        app.db,
        user(request).group,
        request.params.optimizationId,
        request.body,
        toLanguage(request.query.language),
        app.now(),
      )
      await app.audit(request, {
        action: 'responseOptimization.changed',
        target: updated.id,
        result: 'success',
        detail: { fields: Object.keys(request.body), enabled: updated.enabled },
      })
      return updated
    },
  )

  app.delete<OptimizationParams>(
    '/api/response-optimizations/:optimizationId',
    { schema: contract.schemaFor('response-optimizations-delete') },
    async (request, reply) => {
      const deleted = await deleteOptimization(
        app.db,
        user(request).group,
        request.params.optimizationId,
        'de',
      )
      await app.audit(request, {
        action: 'responseOptimization.deleted',
        target: deleted.id,
        result: 'success',
        detail: { label: deleted.label },
      })
      return reply.status(204).send()
    },
  )

  // --- reworked versions of chat answers ---
  app.get<{ Params: { threadId: string } }>(
    '/api/chat/threads/:threadId/reworks',
    { schema: contract.schemaFor('chat-reworks-list') },
    async (request) => ({
      items: await listReworks(app.db, user(request), request.params.threadId),
    }),
  )

  app.post<{
    Params: { threadId: string; messageId: string }
    Body: { optimizationId: string; language?: string }
  }>(
    '/api/chat/threads/:threadId/messages/:messageId/reworks',
    { schema: contract.schemaFor('chat-reworks-create') },
    async (request, reply) => {
      const rework = await reworkAnswer(app.db, user(request), {
        threadId: request.params.threadId,
        messageId: request.params.messageId,
        optimizationId: request.body.optimizationId,
        language: toLanguage(request.body.language),
        now: app.now(),
        log: request.log,
      })
      return reply.status(201).send(rework)
    },
  )

  app.put<{ Params: { threadId: string; messageId: string }; Body: { reworkId: string | null } }>(
    '/api/chat/threads/:threadId/messages/:messageId/version',
    { schema: contract.schemaFor('chat-answer-version-select') },
    async (request, reply) => {
      await selectAnswerVersion(app.db, user(request), {
        threadId: request.params.threadId,
        messageId: request.params.messageId,
        reworkId: request.body.reworkId,
      })
      return reply.status(204).send()
    },
  )
}
