// A real OpenAI-compatible transcription endpoint (node:http): POST /v1/audio/transcriptions takes a
// multipart form (file, model, response_format, timestamp_granularities[]) and answers verbose_json.
// Each part is "transcribed" by the script: a function from the part's index and size to its text,
// spread over segments of `secondsPerSegment`; the part's duration is its segments' end. Every
// request is recorded (form fields, the file's size and first bytes, the authorization header).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface TranscriptionRequest {
  readonly authorization: string | undefined
  readonly model: string
  readonly responseFormat: string
  readonly granularities: string[]
  readonly fileName: string
  readonly fileBytes: number
  readonly firstBytes: number[]
}

export interface ScriptedTranscriptionServer {
  readonly baseUrl: string
  readonly requests: TranscriptionRequest[]
  /** The sentences of part `index` (0-based); by default one sentence naming the part. */
  sentencesFor: (index: number, bytes: number) => string[]
  /** When set, every request answers this status. */
  failWith: number | null
  close(): Promise<void>
}

export async function startScriptedTranscriptionServer(
  secondsPerSegment = 10,
): Promise<ScriptedTranscriptionServer> {
  const requests: TranscriptionRequest[] = []
  const state: ScriptedTranscriptionServer = {
    baseUrl: '',
    requests,
    sentencesFor: (index) => [`Teil ${index + 1}: Zyrtomax hilft bei Schnupfen.`],
    failWith: null,
    close: async () => undefined,
  }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    if (request.method !== 'POST' || !request.url?.endsWith('/audio/transcriptions')) {
      response.writeHead(404).end()
      return
    }
    const form = await new Request('http://local/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body: Buffer.concat(chunks),
    }).formData()
    const file = form.get('file') as File
    const bytes = new Uint8Array(await file.arrayBuffer())
    const index = requests.length
    requests.push({
      authorization: request.headers.authorization,
      model: String(form.get('model')),
      responseFormat: String(form.get('response_format')),
      granularities: form.getAll('timestamp_granularities[]').map(String),
      fileName: file.name,
      fileBytes: bytes.byteLength,
      firstBytes: [...bytes.subarray(0, 4)],
    })
    if (state.failWith !== null) {
      response
        .writeHead(state.failWith, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure' } }))
      return
    }
    const sentences = state.sentencesFor(index, bytes.byteLength)
    const segments = sentences.map((text, at) => ({
      id: at,
      start: at * secondsPerSegment,
      end: (at + 1) * secondsPerSegment,
      text: ` ${text}`,
    }))
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        task: 'transcribe',
        language: 'german',
        duration: sentences.length * secondsPerSegment,
        text: sentences.join(' '),
        segments,
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(state, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
  return state
}
