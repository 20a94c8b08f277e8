// One caller turn of a "try it" call: the caller's words searched in the agent's knowledge
// collections (the chat's retrieval service) and the product master (the chat's product lookup),
// then the agent's answer streamed through the gateway with its persona, language and instructions.
import type { FastifyBaseLogger } from 'fastify'
import { streamChat, type ChatTurn, type GatewayPart } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import type { Database } from '../db/connect.ts'
import { lookupProducts, type LookupUser } from '../knowledge/product-lookup.ts'
import { retrievePassages } from '../knowledge/retrieve.ts'
import type { VoiceAgentConfig, VoiceTurn } from './agent-config.ts'

const languageNames: Record<string, string> = {
  'de-DE': 'German (Germany)',
  'de-AT': 'Austrian German',
  'fr-FR': 'French (France)',
}

export interface TurnContext {
  db: Database
  user: LookupUser
  minSimilarity: number
  signal: AbortSignal
  log: FastifyBaseLogger
}

/** The sources for the caller's words, as numbered text blocks (empty when the agent has none). */
export async function gatherTurnSources(
  ctx: TurnContext,
  config: VoiceAgentConfig,
  words: string,
): Promise<string[]> {
  const [passages, products] = await Promise.all([
    config.collectionIds.length > 0
      ? retrievePassages(
          ctx.db,
          { tenantGroup: ctx.user.group, collections: config.collectionIds, includeInternal: true },
          words,
          {
            limit: 4,
            minSimilarity: ctx.minSimilarity,
            userId: ctx.user.id,
            signal: ctx.signal,
            log: ctx.log,
          },
        )
      : [],
    config.productLookup ? lookupProducts(ctx.db, ctx.user, words, { limit: 3 }) : [],
  ])
  return [
    ...passages.map((passage) => `${passage.filename}: ${passage.text}`),
    ...products.map(
      (product) =>
        `${product.title}\n${product.fields.map((field) => `${field.label}: ${field.value}`).join('\n')}`,
    ),
  ]
}

export function turnMessages(
  config: VoiceAgentConfig,
  transcript: VoiceTurn[],
  sources: string[],
): ChatTurn[] {
  const system = [
    config.persona.trim() && `You are ${config.persona.trim()}.`,
    `You speak on the phone: answer in ${languageNames[config.language] ?? config.language}, in short spoken sentences, without lists, markdown or links.`,
    config.instructions.trim(),
    'If a caller mentions an undesired effect after taking a medicine, ask for the product, the reaction, who was affected, who is calling, and whether the safety department may contact them.',
    sources.length
      ? `Answer from these sources only; when they do not hold the answer, say so:\n${sources.map((text, index) => `[${index + 1}] ${text}`).join('\n\n')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  return [
    { role: 'system', content: system },
    ...transcript.map((turn): ChatTurn => ({
      role: turn.role === 'agent' ? 'assistant' : 'user',
      content: turn.text,
    })),
  ]
}

export function streamTurnAnswer(
  ctx: TurnContext,
  model: ProviderChatModel,
  messages: ChatTurn[],
): AsyncIterable<GatewayPart> {
  return streamChat(
    {
      db: ctx.db,
      tenantGroup: ctx.user.group,
      userId: ctx.user.id,
      tool: 'voice',
      signal: ctx.signal,
      log: ctx.log,
    },
    { model, messages, maxOutputTokens: 400 },
  )
}
