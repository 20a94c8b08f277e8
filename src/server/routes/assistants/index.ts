// The assistants API: every level reads the assistants it may use (admins also drafts), the tenant's
// ADMIN and up manage them. Every query is scoped to the caller's own group: another group's id is 404.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { notFound } from '../../lib/http-error.ts'
import type { AuditAction } from '../../db/audit.ts'
import {
  createAssistant,
  deleteAssistant,
  getAssistantForUser,
  listAssistantsForUser,
  listAssistantVersions,
  loadManagedAssistant,
  setAssistantStatus,
  updateAssistant,
  type AssistantView,
} from '../../chat/assistants/index.ts'

type AssistantParams = { Params: { assistantId: string } }
type AssistantBody = Parameters<typeof createAssistant>[3]

const isAdmin = (request: FastifyRequest) => request.user!.role === 'ADMIN' || request.user!.role === 'ROOT'

export default async function assistantRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const audit = (request: FastifyRequest, action: AuditAction, assistant: Pick<AssistantView, 'id' | 'version'>, detail: Record<string, unknown> = {}) =>
    app.audit(request, { action, target: assistant.id, result: 'success', detail: { version: assistant.version, ...detail } })

  app.get('/api/assistants', { schema: contract.schemaFor('assistants-list') }, async (request) => ({
    items: await listAssistantsForUser(app.db, request.user!, { includeDrafts: isAdmin(request) }),
  }))

  app.get('/api/assistants/models', { schema: contract.schemaFor('assistants-models') }, async (request) => ({
    items: await listUsableChatModels(app.db, request.user!.group),
  }))

  app.get<AssistantParams>('/api/assistants/:assistantId', { schema: contract.schemaFor('assistants-get') }, async (request) => {
    const assistant = await getAssistantForUser(app.db, request.user!, request.params.assistantId)
    // Admins manage every assistant of their tenant, including those whose levels leave them out.
    if (!assistant && isAdmin(request)) return loadManagedAssistant(app.db, request.user!.group, request.params.assistantId)
    if (!assistant) throw notFound('Assistant not found')
    return assistant
  })

  app.post<{ Body: AssistantBody }>('/api/assistants', { schema: contract.schemaFor('assistants-create') }, async (request, reply) => {
    const assistant = await createAssistant(app.db, request.user!.group, request.user!.id, request.body, app.now())
    await audit(request, 'assistant.created', assistant, { name: assistant.name, status: assistant.status })
    return reply.status(201).send(assistant)
  })

  app.patch<AssistantParams & { Body: Parameters<typeof updateAssistant>[4] }>(
    '/api/assistants/:assistantId',
    { schema: contract.schemaFor('assistants-update') },
    async (request) => {
      const assistant = await updateAssistant(app.db, request.user!.group, request.user!.id, request.params.assistantId, request.body, app.now())
      const { version: _version, ...changed } = request.body
      await audit(request, 'assistant.changed', assistant, { fields: Object.keys(changed) })
      return assistant
    },
  )

  app.get<AssistantParams>('/api/assistants/:assistantId/versions', { schema: contract.schemaFor('assistants-versions') }, async (request) => ({
    items: await listAssistantVersions(app.db, request.user!.group, request.params.assistantId),
  }))

  for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    app.post<AssistantParams>(`/api/assistants/:assistantId/${action}`, { schema: contract.schemaFor(`assistants-${action}`) }, async (request) => {
      const assistant = await setAssistantStatus(app.db, request.user!.group, request.params.assistantId, status, app.now())
      await audit(request, status === 'published' ? 'assistant.published' : 'assistant.unpublished', assistant)
      return assistant
    })
  }

  app.delete<AssistantParams>('/api/assistants/:assistantId', { schema: contract.schemaFor('assistants-delete') }, async (request, reply) => {
    const assistant = await deleteAssistant(app.db, request.user!.group, request.params.assistantId, app.now())
    await audit(request, 'assistant.deleted', assistant, { name: assistant.name })
    return reply.status(204).send()
  })
}
