// What a user may chat with: the assistants for the workspace switcher, the models for expert mode.
import type { FastifyInstance } from 'fastify'
import { inChoiceOrder, listAssistantsForUser } from '../../chat/assistants/assistant-view.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import type { Contract } from '../../contract.ts'
import { toAssistantDto } from './thread-dto.ts'

export default async function catalogueRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  // As the switcher lists them: by name, those reading the whole data pool first. The first is the
  // workspace's default for a new thread.
  app.get(
    '/api/chat/assistants',
    { schema: contract.schemaFor('chat-assistants-list') },
    async (request) => ({
      assistants: inChoiceOrder(await listAssistantsForUser(app.db, request.user!)).map(toAssistantDto),
    }),
  )

  app.get('/api/chat/models', { schema: contract.schemaFor('chat-models-list') }, async (request) => {
    const models = await listUsableChatModels(app.db, request.user!.group)
    return {
      models: models.map(({ id, label }) => ({ id, label })),
      defaultModelId: models.find((model) => model.isDefault)?.id ?? null,
    }
  })
}
