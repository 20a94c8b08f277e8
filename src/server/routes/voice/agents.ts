// Agents: every level of the tenant lists them (the results page filters by agent); ADMIN and up read
// one with its webhook secret, save a new version, delete, and read what an agent may use.
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { listUsableModelsWith } from '../../ai/synthesize-speech.ts'
import { knowledgeCollections } from '../../db/ai-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { configProblems, type VoiceAgentConfig } from '../../voice/agent-config.ts'
import {
  createAgent,
  deleteAgent,
  listAgents,
  listVersions,
  loadAgent,
  updateAgent,
  webhookSecretOf,
} from '../../voice/agent-store.ts'
import { hasSafetyInbox } from '../../analysis/inbox/inbox-access.ts'

interface AgentBody {
  name: string
  config: VoiceAgentConfig
}

export default async function agentRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const agentDto = async (tenantGroup: string, agentId: string) => {
    const agent = await loadAgent(app.db, tenantGroup, agentId)
    if (!agent) throw notFound('No such agent')
    return {
      id: agent.id,
      name: agent.name,
      version: agent.version,
      config: agent.config,
      versions: await listVersions(app.db, agent.id),
      webhookPath: `/api/voice/webhooks/${agent.id}`,
      webhookSecret: (await webhookSecretOf(app.db, tenantGroup, agent.id))!,
      updatedAt: agent.updatedAt.toISOString(),
    }
  }

  app.get('/api/voice/agents', { schema: contract.schemaFor('voice-agents-list') }, async (request) => ({
    items: await listAgents(app.db, request.user!.group),
  }))

  app.get('/api/voice/options', { schema: contract.schemaFor('voice-options') }, async (request) => {
    const group = request.user!.group
    const [chat, transcription, speech, collections] = await Promise.all([
      listUsableChatModels(app.db, group),
      listUsableModelsWith(app.db, group, 'transcription'),
      listUsableModelsWith(app.db, group, 'speech'),
      app.db
        .select({ id: knowledgeCollections.id, name: knowledgeCollections.name })
        .from(knowledgeCollections)
        .where(eq(knowledgeCollections.tenantGroup, group))
        .orderBy(asc(knowledgeCollections.name)),
    ])
    return {
      chatModels: chat.map(({ id, label }) => ({ id, label })),
      transcriptionModels: transcription,
      speechModels: speech,
      collections,
      safetyInbox: hasSafetyInbox(group),
    }
  })

  app.post<{ Body: AgentBody }>(
    '/api/voice/agents',
    { schema: contract.schemaFor('voice-agents-create') },
    async (request, reply) => {
      const user = request.user!
      const body = await checkedBody(app.db, user.group, request.body)
      const id = await createAgent(app.db, user.group, user.id, body)
      await app.audit(request, {
        action: 'voice.agent.created',
        target: id,
        result: 'success',
        detail: { name: body.name },
      })
      return reply.status(201).send(await agentDto(user.group, id))
    },
  )

  app.get<{ Params: { agentId: string } }>(
    '/api/voice/agents/:agentId',
    { schema: contract.schemaFor('voice-agents-get') },
    async (request) => agentDto(request.user!.group, request.params.agentId),
  )

  app.put<{ Params: { agentId: string }; Body: AgentBody }>(
    '/api/voice/agents/:agentId',
    { schema: contract.schemaFor('voice-agents-update') },
    async (request) => {
      const user = request.user!
      const body = await checkedBody(app.db, user.group, request.body)
      const version = await updateAgent(app.db, user.group, request.params.agentId, user.id, body)
      if (version === null) throw notFound('No such agent')
      await app.audit(request, {
        action: 'voice.agent.changed',
        target: request.params.agentId,
        result: 'success',
        detail: { version },
      })
      return agentDto(user.group, request.params.agentId)
    },
  )

  app.delete<{ Params: { agentId: string } }>(
    '/api/voice/agents/:agentId',
    { schema: contract.schemaFor('voice-agents-delete') },
    async (request, reply) => {
      if (!(await deleteAgent(app.db, request.user!.group, request.params.agentId)))
        throw notFound('No such agent')
      await app.audit(request, {
        action: 'voice.agent.deleted',
        target: request.params.agentId,
        result: 'success',
      })
      return reply.status(204).send()
    },
  )
}

/** Names trimmed, the config's cross-field rules, and only the tenant's own collections. */
async function checkedBody(db: Database, tenantGroup: string, body: AgentBody): Promise<AgentBody> {
  const problems = configProblems(body.config)
  if (problems.length > 0)
    throw new HttpError(400, `The agent's settings are not valid: ${problems.join(', ')}`, {
      code: 'voice.invalidConfig',
    })
  const wanted = [...new Set(body.config.collectionIds)]
  if (wanted.length > 0) {
    const found = await db
      .select({ id: knowledgeCollections.id })
      .from(knowledgeCollections)
      .where(and(eq(knowledgeCollections.tenantGroup, tenantGroup), inArray(knowledgeCollections.id, wanted)))
    if (found.length !== wanted.length)
      throw new HttpError(400, 'A knowledge collection is not one of the tenant', {
        code: 'voice.unknownCollection',
      })
  }
  const { chatModelId, transcriptionModelId, speechModelId } = body.config
  const usable = async (id: string | null, capability: string) =>
    id === null ||
    (capability === 'chat'
      ? (await listUsableChatModels(db, tenantGroup)).some((model) => model.id === id)
      : (await listUsableModelsWith(db, tenantGroup, capability)).some((model) => model.id === id))
  if (
    !(await usable(chatModelId, 'chat')) ||
    !(await usable(transcriptionModelId, 'transcription')) ||
    !(await usable(speechModelId, 'speech'))
  )
    throw new HttpError(400, 'A chosen model is not usable by the tenant for its task', {
      code: 'voice.unknownModel',
    })
  return { name: body.name.trim(), config: { ...body.config, collectionIds: wanted } }
}
