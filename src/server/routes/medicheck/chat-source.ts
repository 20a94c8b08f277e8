// The chat source of medicine-check (ADMIN+, decision 0114): the tenant's opt-in and its choice of
// consumer-facing chatbot routes (audited), and the resolution of a chat item's thread reference for a
// PV follow-up (audited: it names a person). The intake itself is the job analysis.chatIntake.
import type { FastifyInstance } from 'fastify'
import { chatSourceView, checkChatSourceBody, saveChatSettings } from '../../analysis/chat/chat-settings.ts'
import { resolveThreadRef } from '../../analysis/chat/thread-refs.ts'
import type { Contract } from '../../contract.ts'
import { scopeOf } from './scope.ts'

type ChatSourceBody = { enabled?: unknown; routes?: unknown }

export default async function chatSourceRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/medicheck/chat-source',
    { schema: contract.schemaFor('medicheck-chat-source-get') },
    async (request) => chatSourceView(app.db, scopeOf(request)),
  )

  app.put<{ Body: ChatSourceBody }>(
    '/api/medicheck/chat-source',
    { schema: contract.schemaFor('medicheck-chat-source-save') },
    async (request) => {
      const scope = scopeOf(request)
      const choice = checkChatSourceBody(scope.tenantGroup, request.body ?? {})
      const { before } = await saveChatSettings(app.db, scope, choice, request.user!.id, app.now())
      await app.audit(request, {
        action: 'analysis.chatSource.changed',
        target: scope.tool,
        result: 'success',
        detail: { enabled: choice.enabled, routes: choice.routes, before },
      })
      return chatSourceView(app.db, scope)
    },
  )

  app.get<{ Params: { threadRef: string } }>(
    '/api/medicheck/chat-threads/:threadRef',
    { schema: contract.schemaFor('medicheck-chat-threads-resolve') },
    async (request) => {
      const resolved = await resolveThreadRef(app.db, scopeOf(request), request.params.threadRef)
      await app.audit(request, {
        action: 'analysis.chatThread.resolved',
        target: resolved.threadRef,
        result: 'success',
        detail: { threadId: resolved.thread?.id ?? null },
      })
      return resolved
    },
  )
}
