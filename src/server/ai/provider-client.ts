// The adapter: an OpenAI-compatible client (Vercel AI SDK) for one provider connection. Covers
// OpenAI, Azure OpenAI, Mistral, vLLM, Ollama, LM Studio and llama.cpp. Nothing else in the server
// builds provider clients; the gateway adds timeouts, retries, budgets and the ledger around them.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { EmbeddingModel, ImageModel, LanguageModel } from 'ai'
import { outboundFetch } from '../net/outbound/outbound-fetch.ts'
import { decryptSecret } from './key-cipher.ts'

export interface ProviderConnection {
  readonly name: string
  readonly baseUrl: string
  /** Ciphertext from ai_providers; decrypted only when a request is made. */
  readonly apiKeyEncrypted?: string | null
  /** A plain key (the smoke script reads it from the environment); never stored. */
  readonly apiKey?: string | null
  readonly headers: Record<string, string>
  readonly timeoutMs: number
  readonly maxRetries: number
}

function createClient(connection: ProviderConnection) {
  const apiKey =
    connection.apiKey ?? (connection.apiKeyEncrypted ? decryptSecret(connection.apiKeyEncrypted) : undefined)
  return createOpenAICompatible({
    name: 'tessera',
    baseURL: connection.baseUrl.replace(/\/+$/, ''),
    apiKey,
    headers: connection.headers,
    // Usage in streamed answers (stream_options.include_usage) feeds the ledger and budgets.
    includeUsage: true,
    // The ROOT of PARENT types the base URL: connections go through the outbound guard (decision 0086).
    fetch: outboundFetch,
  })
}

/**
 * Chat models by connection and model name. Building one (the SDK's provider, the key's decryption)
 * took a noticeable share of each answer's time before its first token under load (docs/benchmarks.md,
 * "AI chat"); a model object holds no per-call state. The key is the stored ciphertext, so a changed
 * key, address or header makes a new entry; the oldest entries go beyond maxChatModels.
 */
const chatModels = new Map<string, LanguageModel>()
const maxChatModels = 200

export function createChatModel(connection: ProviderConnection, modelName: string): LanguageModel {
  // A plain key (the smoke script) is never kept.
  if (connection.apiKey) return createClient(connection).chatModel(modelName)
  const key = JSON.stringify([
    connection.baseUrl,
    connection.apiKeyEncrypted ?? null,
    connection.headers,
    modelName,
  ])
  const known = chatModels.get(key)
  if (known) return known
  const model = createClient(connection).chatModel(modelName)
  if (chatModels.size >= maxChatModels) chatModels.delete(chatModels.keys().next().value!)
  chatModels.set(key, model)
  return model
}

export function createEmbeddingModel(connection: ProviderConnection, modelName: string): EmbeddingModel {
  return createClient(connection).embeddingModel(modelName)
}

/** Generation (/images/generations) and, with input images, editing (/images/edits). */
export function createImageModel(connection: ProviderConnection, modelName: string): ImageModel {
  return createClient(connection).imageModel(modelName)
}

/** Request headers the provider expects: the key as a bearer token, then the configured extras. */
export function requestHeaders(connection: ProviderConnection): Record<string, string> {
  const apiKey =
    connection.apiKey ?? (connection.apiKeyEncrypted ? decryptSecret(connection.apiKeyEncrypted) : undefined)
  return { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...connection.headers }
}
