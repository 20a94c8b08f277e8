// Creating a thread, reading it with its messages, and its expert settings.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { canAccess } from '../../../shared/policy/can-access.ts'
import { getAssistantForUser } from '../../chat/assistants/assistant-view.ts'
import { chatRoutes } from '../../chat/chat-routes.ts'
import { findOwnThread, insertThread, listThreadMessages } from '../../chat/thread-store.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { chatThreads } from '../../db/ai-tables.ts'
import type { SessionUser } from '../../db/sessions.ts'
import type { Database } from '../../db/connect.ts'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'
import type { Contract } from '../../contract.ts'
import { toAssistantDto, toThreadDto } from './thread-dto.ts'

interface ThreadSettings {
  modelId?: string | null
  temperature?: number | null
  sourceMode?: string | null
  extraInstruction?: string | null
}

/** A workspace's thread route (igepha-ai-thread) is the workspace's own (igepha-ai). */
const baseRouteId = (routeId: string) => routeId.replace(/-thread$/, '')

/** Drops unset fields and checks the model against the tenant's allowed ones. */
async function checkedSettings(db: Database, user: SessionUser, settings: ThreadSettings): Promise<Record<string, unknown>> {
  const kept = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null && value !== undefined && value !== ''))
  if (typeof kept.modelId === 'string') {
    const models = await listUsableChatModels(db, user.group)
    if (!models.some((model) => model.id === kept.modelId)) throw new HttpError(400, 'This model is not allowed for your organisation', { code: 'chat.modelNotAllowed' })
  }
  return kept
}

export default async function threadRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.post<{ Body: { assistantId: string; routeId: string; kind: string; settings?: ThreadSettings } }>(
    '/api/chat/threads',
    { schema: contract.schemaFor('chat-threads-create') },
    async (request, reply) => {
      const user = request.user!
      const route = chatRoutes.get(request.body.routeId)
      if (!route) throw new HttpError(400, `${request.body.routeId} is not a chat route`, { code: 'chat.unknownRoute' })
      if (!canAccess(user, route.access)) throw forbidden(`You may not open ${route.id}`, 'chat.routeNotAllowed')
      if (request.body.kind !== route.kind) throw new HttpError(400, `Threads of ${route.id} are ${route.kind}`, { code: 'chat.wrongKind' })
      const assistant = await getAssistantForUser(app.db, user, request.body.assistantId)
      if (!assistant) throw notFound('No such assistant')
      // Client chatbots answer only with their own tenant's fixed assistants.
      if (route.fixedAssistantsOnly && !assistant.fixed) throw forbidden(`${route.id} uses fixed assistants only`, 'chat.assistantNotAllowed')
      const settings = request.body.settings ?? {}
      if (!route.expert && Object.values(settings).some((value) => value !== null && value !== undefined))
        throw forbidden('Expert settings exist only on the customizable chatbots', 'chat.expertModeOnly')
      const thread = await insertThread(
        app.db,
        user,
        { assistantId: assistant.id, kind: route.kind, route: baseRouteId(route.id), settings: await checkedSettings(app.db, user, settings) },
        app.now(),
      )
      return reply.status(201).send(toThreadDto(thread))
    },
  )

  app.get<{ Params: { threadId: string } }>('/api/chat/threads/:threadId', { schema: contract.schemaFor('chat-threads-get') }, async (request) => {
    const user = request.user!
    const thread = await findOwnThread(app.db, user, request.params.threadId)
    if (!thread) throw notFound('No such thread')
    const assistant = await getAssistantForUser(app.db, user, thread.assistantId)
    return { thread: toThreadDto(thread), assistant: assistant ? toAssistantDto(assistant) : null, messages: await listThreadMessages(app.db, thread) }
  })

  app.patch<{ Params: { threadId: string }; Body: ThreadSettings }>(
    '/api/chat/threads/:threadId/settings',
    { schema: contract.schemaFor('chat-threads-settings') },
    async (request) => {
      const user = request.user!
      const thread = await findOwnThread(app.db, user, request.params.threadId)
      if (!thread) throw notFound('No such thread')
      if (!chatRoutes.get(thread.route)?.expert) throw forbidden('Expert settings exist only on the customizable chatbots', 'chat.expertModeOnly')
      const settings = await checkedSettings(app.db, user, { ...(thread.settings as ThreadSettings), ...request.body })
      const [updated] = await app.db.update(chatThreads).set({ settings, updatedAt: app.now() }).where(eq(chatThreads.id, thread.id)).returning()
      return toThreadDto(updated!)
    },
  )
}
