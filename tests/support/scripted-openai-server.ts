// A real OpenAI-compatible HTTP server for tests (node:http): chat completions (streamed SSE and
// plain), /v1/models, /v1/embeddings, /v1/images/generations and /v1/images/edits (multipart; real
// PNGs made with sharp). Each chat request takes the next scripted step, so a test
// says exactly what the "model" does: reply, wait between chunks, refuse with 429 and Retry-After,
// fail with 500, hang, send a broken chunk, refuse a long context or filter the content. Every
// request is recorded (headers, body, whether the client hung up) for the test to assert on.
//
//   const server = await startScriptedOpenAiServer({ apiKey: 'sk-test' })
//   server.script(rateLimited(1), reply(['Hel', 'lo'], { usage: { input: 12, output: 2 } }))
//   ... createOpenAICompatible({ baseURL: server.baseUrl, apiKey: 'sk-test', ... })
//   expect(server.requests[1]!.body.stream).toBe(true)
//   server.script(callTool('lookup', { q: 'x' }), reply('With the tool result ...'))  // two requests
//   server.answerWhen((body) => JSON.stringify(body.messages).includes('title'), reply('A title'))  // background calls
//   await server.close()
//
// Embeddings are bag-of-words vectors: each word (lower case, after `embeddingSynonyms` maps it to a
// shared concept) adds 1 to a bucket chosen by its hash; the vector is scaled to length 1. Texts that
// share words, or synonyms, point the same way; `embeddingDimensions` may differ per model name.
//   startScriptedOpenAiServer({ embeddingDimensions: { 'embed-a': 256 }, embeddingSynonyms: { cephalgie: 'kopfweh' } })
//   server.embeddingsDown = true   // every embeddings request answers 503 until set back
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export type ScriptedStep =
  | {
      kind: 'reply'
      chunks: string[]
      chunkDelayMs: number
      usage?: { input: number; output: number }
      finishReason: string
      stallAfterChunks?: number
    }
  | { kind: 'status'; status: number; body: unknown; headers: Record<string, string> }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'malformed'; chunksBefore: string[] }
  | {
      kind: 'toolCall'
      name: string
      arguments: Record<string, unknown>
      usage?: { input: number; output: number }
    }

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
  body: Record<string, unknown> | null
  /** True when the client closed the connection before the answer was complete (an abort). */
  aborted: boolean
}

export interface ScriptedOpenAiServer {
  /** Ends in `/v1`, as the providers' base URLs do. */
  readonly baseUrl: string
  readonly requests: RecordedRequest[]
  /** Appends steps; each chat completion request consumes one. Unscripted requests get a 500. */
  script(...steps: ScriptedStep[]): void
  /**
   * A standing answer, outside the queue, for every chat request the predicate picks: calls a test
   * does not time (a background title job) then never take a step meant for the chat.
   */
  answerWhen(match: (body: Record<string, unknown>) => boolean, step: ScriptedStep): void
  /** Scripted steps not taken yet. */
  readonly pending: number
  /** Model ids listed by GET /v1/models. */
  models: string[]
  /** Delay before GET /v1/models answers (to test a connection test's timeout). */
  modelsDelayMs: number
  /** While true, POST /v1/embeddings answers 503 (a provider that is down). */
  embeddingsDown: boolean
  /**
   * Appends steps for /v1/images/generations; each request consumes one. With none left, a request
   * gets its `n` images: real 64x64 PNGs, each of its own colour.
   */
  scriptImages(...steps: ImageStep[]): void
  /** Delay before each images answer (so a browser can see the progress). */
  imagesDelayMs: number
  close(): Promise<void>
}

/** A reply in these chunks (one string: one chunk). Usage is sent when the client asks for it. */
export function reply(
  chunks: string | string[],
  options: {
    chunkDelayMs?: number
    usage?: { input: number; output: number }
    finishReason?: string
    stallAfterChunks?: number
  } = {},
): ScriptedStep {
  return {
    kind: 'reply',
    chunks: typeof chunks === 'string' ? [chunks] : chunks,
    chunkDelayMs: options.chunkDelayMs ?? 0,
    usage: options.usage,
    finishReason: options.finishReason ?? 'stop',
    stallAfterChunks: options.stallAfterChunks,
  }
}

export function failWith(
  status: number,
  body: unknown = { error: { message: `status ${status}`, type: 'server_error' } },
  headers: Record<string, string> = {},
): ScriptedStep {
  return { kind: 'status', status, body, headers }
}

export const rateLimited = (retryAfterSeconds: number): ScriptedStep =>
  failWith(
    429,
    { error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } },
    { 'retry-after': String(retryAfterSeconds) },
  )
export const serverError = (): ScriptedStep =>
  failWith(500, { error: { message: 'The server had an error', type: 'server_error' } })
export const contextTooLong = (): ScriptedStep =>
  failWith(400, {
    error: {
      message: "This model's maximum context length is 8192 tokens.",
      type: 'invalid_request_error',
      code: 'context_length_exceeded',
    },
  })
export const contentFiltered = (): ScriptedStep =>
  failWith(400, {
    error: {
      message: 'The response was filtered due to the prompt triggering content management policy.',
      type: null,
      code: 'content_filter',
    },
  })
/** The model calls a tool (finish reason tool_calls); the client's next request carries the result. */
export const callTool = (
  name: string,
  args: Record<string, unknown>,
  usage?: { input: number; output: number },
): ScriptedStep => ({ kind: 'toolCall', name, arguments: args, usage })
/** Accepts the request and never answers (until the client gives up). */
export const hang = (): ScriptedStep => ({ kind: 'hang' })
/** Closes the connection without any answer, as a server does with a keep-alive socket it dropped. */
export const drop = (): ScriptedStep => ({ kind: 'drop' })
/** Sends these chunks, then a data line that is not JSON. */
export const malformed = (chunksBefore: string[] = []): ScriptedStep => ({ kind: 'malformed', chunksBefore })

export interface ScriptedServerOptions {
  apiKey?: string
  models?: string[]
  /** Length of the embedding vectors: one for every model, or per model name (default 8). */
  embeddingDimensions?: number | Record<string, number>
  /** Words that embed as another (lower case): synonyms that share a vector but no word. */
  embeddingSynonyms?: Record<string, string>
  /** Side of generated images (default 64). */
  imageSide?: number
  /** Noise instead of one colour: PNGs as large as real pictures. */
  imageNoise?: boolean
}

export type ImageStep = { kind: 'images' } | Extract<ScriptedStep, { kind: 'status' }>

/** The images endpoint's refusal under its content policy (DALL-E's and Azure's wording). */
export const imageContentPolicy = (): ImageStep =>
  failWith(400, {
    error: {
      message:
        'Your request was rejected as a result of our safety system. Your prompt may contain text that is not allowed by our safety system.',
      type: 'invalid_request_error',
      code: 'content_policy_violation',
    },
  }) as ImageStep

/** A real PNG of one colour, as a model server would send it (base64 in b64_json). */
export async function makePng(
  width: number,
  height: number,
  colour: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

export async function startScriptedOpenAiServer(
  options: ScriptedServerOptions = {},
): Promise<ScriptedOpenAiServer> {
  const steps: ScriptedStep[] = []
  const standing: Array<{ match: (body: Record<string, unknown>) => boolean; step: ScriptedStep }> = []
  const requests: RecordedRequest[] = []
  const open = new Set<ServerResponse>()
  const imageSteps: ImageStep[] = []
  const state = {
    models: options.models ?? ['scripted-chat', 'scripted-embed'],
    modelsDelayMs: 0,
    embeddingsDown: false,
    imagesDelayMs: 0,
    imagesMade: 0,
  }
  const dimensionsOf = (model: string) =>
    typeof options.embeddingDimensions === 'object'
      ? (options.embeddingDimensions[model] ?? 8)
      : (options.embeddingDimensions ?? 8)

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy())
  })

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request)
    const contentType = String(request.headers['content-type'] ?? '')
    const body = contentType.startsWith('multipart/form-data')
      ? await parseForm(raw, contentType)
      : parseJson(raw.toString('utf8'))
    const recorded: RecordedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body,
      aborted: false,
    }
    requests.push(recorded)
    open.add(response)
    response.on('close', () => {
      open.delete(response)
      if (!response.writableFinished) recorded.aborted = true
    })
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, {
        error: {
          message: 'Incorrect API key provided',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      })
    }
    const path = (request.url ?? '').split('?')[0]
    if (request.method === 'GET' && path === '/v1/models') {
      if (state.modelsDelayMs > 0) await delay(state.modelsDelayMs)
      if (response.destroyed) return
      return sendJson(response, 200, {
        object: 'list',
        data: state.models.map((id) => ({ id, object: 'model', owned_by: 'scripted' })),
      })
    }
    if (request.method === 'POST' && path === '/v1/embeddings') {
      if (state.embeddingsDown)
        return sendJson(response, 503, {
          error: { message: 'The embeddings service is unavailable', type: 'server_error' },
        })
      return answerEmbeddings(
        response,
        recorded.body,
        dimensionsOf(String(recorded.body?.model ?? '')),
        options.embeddingSynonyms ?? {},
      )
    }
    if (request.method === 'POST' && (path === '/v1/images/generations' || path === '/v1/images/edits')) {
      if (state.imagesDelayMs > 0) await delay(state.imagesDelayMs)
      if (response.destroyed) return
      const step = imageSteps.shift() ?? { kind: 'images' }
      if (step.kind === 'status') return sendJson(response, step.status, step.body, step.headers)
      const count = Math.min(10, Math.max(1, Number(recorded.body?.n ?? 1)))
      // An edit answers in the size of the image it was given, as the real endpoint does.
      const input =
        recorded.body?.image instanceof Uint8Array ? await sharp(recorded.body.image).metadata() : null
      const data = []
      for (let i = 0; i < count; i++) {
        const made = state.imagesMade++
        const side = options.imageSide ?? 64
        const png = options.imageNoise
          ? await sharp({
              create: {
                width: input?.width ?? side,
                height: input?.height ?? side,
                channels: 3,
                background: '#808080',
                noise: { type: 'gaussian', mean: 128, sigma: 40 },
              },
            })
              .png()
              .toBuffer()
          : await makePng(input?.width ?? side, input?.height ?? side, {
              r: (made * 70) % 256,
              g: (made * 130 + 60) % 256,
              b: (made * 190 + 120) % 256,
            })
        data.push({ b64_json: png.toString('base64') })
      }
      return sendJson(response, 200, { created: 0, data })
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const body = recorded.body ?? {}
      const step =
        standing.find((rule) => rule.match(body))?.step ??
        steps.shift() ??
        failWith(500, { error: { message: 'No scripted step left for this request', type: 'server_error' } })
      return answerChat(response, step, body)
    }
    sendJson(response, 404, { error: { message: `Unknown path ${path}`, type: 'invalid_request_error' } })
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...added) => void steps.push(...added),
    scriptImages: (...added) => void imageSteps.push(...added),
    get imagesDelayMs() {
      return state.imagesDelayMs
    },
    set imagesDelayMs(value) {
      state.imagesDelayMs = value
    },
    answerWhen: (match, step) => void standing.push({ match, step }),
    get pending() {
      return steps.length
    },
    get models() {
      return state.models
    },
    set models(value) {
      state.models = value
    },
    get modelsDelayMs() {
      return state.modelsDelayMs
    },
    set modelsDelayMs(value) {
      state.modelsDelayMs = value
    },
    get embeddingsDown() {
      return state.embeddingsDown
    },
    set embeddingsDown(value) {
      state.embeddingsDown = value
    },
    close: async () => {
      for (const response of open) response.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

async function answerChat(
  response: ServerResponse,
  step: ScriptedStep,
  body: Record<string, unknown>,
): Promise<void> {
  if (step.kind === 'status') return sendJson(response, step.status, step.body, step.headers)
  if (step.kind === 'hang') return // the connection stays open until the client or close() ends it
  if (step.kind === 'drop') return void response.socket?.destroy()
  const stream = body.stream === true
  const includeUsage =
    (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true
  const model = String(body.model ?? 'scripted')
  if (step.kind === 'malformed') {
    response.writeHead(200, { 'content-type': 'text/event-stream' })
    for (const text of step.chunksBefore) response.write(sse(chunk(model, { content: text }, null)))
    response.write('data: {"id": "broken", this is not json\n\n')
    response.end()
    return
  }
  if (step.kind === 'toolCall') return answerToolCall(response, step, model, stream, includeUsage)
  const usage = step.usage
    ? {
        prompt_tokens: step.usage.input,
        completion_tokens: step.usage.output,
        total_tokens: step.usage.input + step.usage.output,
      }
    : undefined
  if (!stream) {
    // A whole answer comes when all of it is written: after its chunks' delays; a stalled one never.
    if (step.stallAfterChunks !== undefined) return
    if (step.chunkDelayMs > 0) await delay(step.chunkDelayMs * step.chunks.length)
    if (response.destroyed) return
    const message = { role: 'assistant', content: step.chunks.join('') }
    return sendJson(response, 200, {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: 0,
      model,
      choices: [{ index: 0, message, finish_reason: step.finishReason }],
      usage,
    })
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  response.write(sse(chunk(model, { role: 'assistant', content: '' }, null)))
  for (const [index, text] of step.chunks.entries()) {
    if (step.stallAfterChunks !== undefined && index >= step.stallAfterChunks) return // stays open, silent
    if (step.chunkDelayMs > 0) await delay(step.chunkDelayMs)
    if (response.destroyed) return
    response.write(sse(chunk(model, { content: text }, null)))
  }
  response.write(sse(chunk(model, {}, step.finishReason)))
  if (includeUsage && usage)
    response.write(
      sse({
        id: 'chatcmpl-scripted',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices: [],
        usage,
      }),
    )
  response.end('data: [DONE]\n\n')
}

function answerToolCall(
  response: ServerResponse,
  step: Extract<ScriptedStep, { kind: 'toolCall' }>,
  model: string,
  stream: boolean,
  includeUsage: boolean,
): void {
  const call = {
    id: 'call_scripted_1',
    type: 'function',
    function: { name: step.name, arguments: JSON.stringify(step.arguments) },
  }
  const usage = step.usage
    ? {
        prompt_tokens: step.usage.input,
        completion_tokens: step.usage.output,
        total_tokens: step.usage.input + step.usage.output,
      }
    : undefined
  if (!stream) {
    return sendJson(response, 200, {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      created: 0,
      model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, tool_calls: [call] },
          finish_reason: 'tool_calls',
        },
      ],
      usage,
    })
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  response.write(
    sse(chunk(model, { role: 'assistant', content: null, tool_calls: [{ index: 0, ...call }] }, null)),
  )
  response.write(sse(chunk(model, {}, 'tool_calls')))
  if (includeUsage && usage)
    response.write(
      sse({
        id: 'chatcmpl-scripted',
        object: 'chat.completion.chunk',
        created: 0,
        model,
        choices: [],
        usage,
      }),
    )
  response.end('data: [DONE]\n\n')
}

function answerEmbeddings(
  response: ServerResponse,
  body: Record<string, unknown> | null,
  dimensions: number,
  synonyms: Record<string, string>,
): void {
  const input = body?.input
  const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')]
  const data = texts.map((text, index) => ({
    object: 'embedding',
    index,
    embedding: bagOfWords(text, dimensions, synonyms),
  }))
  const tokens = texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0)
  sendJson(response, 200, {
    object: 'list',
    data,
    model: body?.model ?? 'scripted-embed',
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  })
}

/** Deterministic: equal texts give equal vectors; shared words (or synonyms) give a positive cosine. */
function bagOfWords(text: string, dimensions: number, synonyms: Record<string, string>): number[] {
  const vector = new Array<number>(dimensions).fill(0)
  for (const raw of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const word = synonyms[raw] ?? raw
    vector[fnv1a(word) % dimensions]! += 1
  }
  const length = Math.hypot(...vector)
  // An empty text still gets a vector of the right length (a real model never answers zeros either).
  return length === 0 ? vector.map((_, i) => (i === 0 ? 1 : 0)) : vector.map((value) => value / length)
}

function fnv1a(word: string): number {
  let hash = 0x811c9dc5
  for (const byte of Buffer.from(word, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0
  return hash
}

const chunk = (model: string, delta: Record<string, unknown>, finishReason: string | null) => ({
  id: 'chatcmpl-scripted',
  object: 'chat.completion.chunk',
  created: 0,
  model,
  choices: [{ index: 0, delta, finish_reason: finishReason }],
})
const sse = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null
  } catch {
    return null
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

/** A multipart body (the edits endpoint) as fields: text as strings, files as their bytes. */
async function parseForm(raw: Buffer, contentType: string): Promise<Record<string, unknown>> {
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': contentType },
  }).formData()
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    const key = name.replace(/\[\]$/, '')
    fields[key] = typeof value === 'string' ? value : new Uint8Array(await value.arrayBuffer())
  }
  return fields
}
