// A real OpenAI-compatible speech endpoint pair (node:http) for voice tests: POST /v1/audio/transcriptions
// (multipart) answers verbose_json with the next scripted utterance, POST /v1/audio/speech (JSON) answers
// audio bytes: an ID3 header followed by the text it was asked to speak, so a test can tell which answer
// was spoken. Every request is recorded.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SpeechRequest {
  readonly path: string
  readonly authorization: string | undefined
  readonly model: string
  /** transcriptions: the file's size; speech: the text to speak. */
  readonly input: string | number
  readonly voice?: string
}

export interface ScriptedSpeechServer {
  readonly baseUrl: string
  readonly requests: SpeechRequest[]
  /** What the next transcription request "hears" (taken in order). */
  hear(...utterances: string[]): void
  close(): Promise<void>
}

export async function startScriptedSpeechServer(): Promise<ScriptedSpeechServer> {
  const requests: SpeechRequest[] = []
  const heard: string[] = []
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    if (request.method === 'POST' && request.url?.endsWith('/audio/transcriptions')) {
      const form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }).formData()
      const file = form.get('file') as File
      requests.push({
        path: 'transcriptions',
        authorization: request.headers.authorization,
        model: String(form.get('model')),
        input: file.size,
      })
      const text = heard.shift() ?? ''
      const duration = Math.max(1, text.split(/\s+/).length * 0.4)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          text,
          language: 'german',
          duration,
          segments: text ? [{ start: 0, end: duration, text }] : [],
        }),
      )
      return
    }
    if (request.method === 'POST' && request.url?.endsWith('/audio/speech')) {
      const json = JSON.parse(body.toString('utf8')) as { model: string; input: string; voice: string }
      requests.push({
        path: 'speech',
        authorization: request.headers.authorization,
        model: json.model,
        input: json.input,
        voice: json.voice,
      })
      response.writeHead(200, { 'content-type': 'audio/mpeg' })
      response.end(Buffer.concat([Buffer.from('ID3'), Buffer.from(json.input, 'utf8')]))
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    hear: (...utterances) => heard.push(...utterances),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
