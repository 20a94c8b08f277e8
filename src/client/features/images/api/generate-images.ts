import { apiClient } from '../../../lib/api/api-client.ts'
import { ApiError } from '../../../lib/api/api-error.ts'
import type { GenerateBody, GeneratorEvent } from './image-types.ts'

/**
 * Posts the request and hands each line of the NDJSON answer to `onEvent` as it arrives. A refusal
 * before any image (model not allowed, budget spent) rejects with an ApiError; aborting with an AbortError.
 */
export async function generateImages(body: GenerateBody, onEvent: (event: GeneratorEvent) => void, signal: AbortSignal): Promise<void> {
  const result = await apiClient.POST('/api/images/generate', { body, parseAs: 'stream', signal })
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  const stream = result.data as ReadableStream<Uint8Array> | undefined
  if (!stream) throw new TypeError('no body')
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let rest = ''
  const emit = (text: string) => {
    const lines = (rest + text).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as GeneratorEvent)
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      emit(decoder.decode(value, { stream: true }))
    }
    emit(`${decoder.decode()}\n`)
  } finally {
    reader.releaseLock()
  }
}
