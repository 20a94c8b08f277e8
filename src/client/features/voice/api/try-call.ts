// The "try it" call's requests: start, a typed turn (its answer read line by line as it streams), a
// recorded turn, hang up.
import { apiClient } from '../../../lib/api/api-client.ts'
import { ApiError, unwrap } from '../../../lib/api/api-error.ts'
import type { TurnEvent } from './voice-types.ts'

/** POST /api/voice/agents/{agentId}/calls; `recordingConsent`: the tester accepted the recording notice. */
export async function startCall(agentId: string, recordingConsent: boolean) {
  return unwrap(
    await apiClient.POST('/api/voice/agents/{agentId}/calls', {
      params: { path: { agentId }, query: { recordingConsent } },
    }),
  )
}

/** POST /api/voice/calls/{callId}/turns: each NDJSON line to `onEvent` as it arrives. */
export async function sendTypedTurn(
  callId: string,
  text: string,
  onEvent: (event: TurnEvent) => void,
  signal: AbortSignal,
) {
  const result = await apiClient.POST('/api/voice/calls/{callId}/turns', {
    params: { path: { callId } },
    body: { text },
    parseAs: 'stream',
    signal,
  })
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  const reader = (result.data as unknown as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let rest = ''
  const emit = (chunk: string) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) onEvent(JSON.parse(line) as TurnEvent)
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    emit(decoder.decode(value, { stream: true }))
  }
  emit(`${decoder.decode()}\n`)
}

/** POST /api/voice/calls/{callId}/audio-turns: the recorded blob as bytes. */
export async function sendAudioTurn(callId: string, audio: Blob) {
  return unwrap(
    await apiClient.POST('/api/voice/calls/{callId}/audio-turns', {
      params: { path: { callId } },
      body: audio as unknown as string,
      bodySerializer: (body) => body as unknown as BodyInit,
      headers: { 'content-type': 'application/octet-stream' },
    }),
  )
}

/** POST /api/voice/calls/{callId}/end */
export async function endCall(callId: string, endReason: 'hangUp' | 'maxDuration' | 'pageLeft') {
  return unwrap(
    await apiClient.POST('/api/voice/calls/{callId}/end', {
      params: { path: { callId } },
      body: { endReason },
    }),
  )
}
