// The adapter: an OpenAI-compatible client (Vercel AI SDK) for one provider connection. Covers
// OpenAI, Azure OpenAI, Mistral, vLLM, Ollama, LM Studio and llama.cpp. Nothing else in the server
// builds provider clients; the gateway adds timeouts, retries, budgets and the ledger around them.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import type { EmbeddingModel, ImageModel, LanguageModel } from 'ai'
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
  const apiKey = connection.apiKey ?? (connection.apiKeyEncrypted ? decryptSecret(connection.apiKeyEncrypted) : undefined)
  return createOpenAICompatible({
    name: 'tessera',
    baseURL: connection.baseUrl.replace(/\/+$/, ''),
    apiKey,
    headers: connection.headers,
    // Usage in streamed answers (stream_options.include_usage) feeds the ledger and budgets.
    includeUsage: true,
  })
}

export function createChatModel(connection: ProviderConnection, modelName: string): LanguageModel {
  return createClient(connection).chatModel(modelName)
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
  const apiKey = connection.apiKey ?? (connection.apiKeyEncrypted ? decryptSecret(connection.apiKeyEncrypted) : undefined)
  return { ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}), ...connection.headers }
}
