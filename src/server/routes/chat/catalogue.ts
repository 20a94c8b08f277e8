// What a user may chat with: the assistants for the workspace switcher, the models for expert mode.
import type { FastifyInstance } from 'fastify'
import { listAssistantsForUser } from '../../chat/assistant-lookup.ts'
import { listUsableChatModels } from '../../chat/usable-models.ts'
import type { Contract } from '../../contract.ts'
import { toAssistantDto } from './thread-dto.ts'

export default async function catalogueRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get('/api/chat/assistants', { schema: contract.schemaFor('chat-assistants-list') }, async (request) => ({
    assistants: (await listAssistantsForUser(app.db, request.user!)).map(toAssistantDto),
  }))

  app.get('/api/chat/models', { schema: contract.schemaFor('chat-models-list') }, async (request) => listUsableChatModels(app.db, request.user!.group))
}
