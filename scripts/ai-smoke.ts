// npm run ai:smoke -- --base-url URL --model NAME [--api-key-env VAR] [--prompt TEXT]
// One streamed request through the gateway's adapter (src/server/ai/provider-client.ts), to check a
// provider before it is added: prints the time to the first token, tokens per second and the usage,
// or the error code and HTTP status. The key is read from an environment variable, never an argument,
// so it does not end up in the shell history.
import { parseArgs } from 'node:util'
import { streamText } from 'ai'
import { AiTimeout, classifyProviderError } from '../src/server/ai/errors.ts'
import { createChatModel } from '../src/server/ai/provider-client.ts'
import { loadConfig } from '../src/server/config.ts'
import { configureOutbound } from '../src/server/net/outbound/outbound-policy.ts'

export interface SmokeOptions {
  baseUrl: string
  model: string
  apiKey?: string
  prompt?: string
  timeoutMs?: number
}

export type SmokeResult =
  | {
      ok: true
      text: string
      firstTokenMs: number | null
      totalMs: number
      inputTokens: number | null
      outputTokens: number | null
      tokensPerSecond: number | null
    }
  | { ok: false; code: string; detail: string }

export async function runSmoke(options: SmokeOptions): Promise<SmokeResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AiTimeout()), options.timeoutMs ?? 60_000)
  const started = performance.now()
  let firstTokenMs: number | null = null
  let text = ''
  try {
    const connection = {
      name: 'smoke',
      baseUrl: options.baseUrl,
      apiKey: options.apiKey ?? null,
      headers: {},
      timeoutMs: options.timeoutMs ?? 60_000,
      maxRetries: 0,
    }
    const result = streamText({
      model: createChatModel(connection, options.model),
      prompt: options.prompt ?? 'Say hello in one short sentence.',
      maxRetries: 0,
      abortSignal: controller.signal,
      onError: () => {},
    })
    let failure: unknown = null
    let usage: { inputTokens?: number; outputTokens?: number } | null = null
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta' && part.text) {
        firstTokenMs ??= performance.now() - started
        text += part.text
      } else if (part.type === 'finish') usage = part.totalUsage
      else if (part.type === 'error') failure = part.error
    }
    if (controller.signal.aborted)
      return {
        ok: false,
        code: 'ai.timeout',
        detail: `no complete answer within ${options.timeoutMs ?? 60_000} ms`,
      }
    if (failure !== null || usage === null)
      return {
        ok: false,
        code: failure === null ? 'ai.badResponse' : classifyProviderError(failure),
        detail: describe(failure),
      }
    const totalMs = performance.now() - started
    const outputTokens = usage.outputTokens ?? null
    const streamingMs = firstTokenMs === null ? null : totalMs - firstTokenMs
    const tokensPerSecond =
      outputTokens !== null && streamingMs !== null && streamingMs > 0
        ? (outputTokens / streamingMs) * 1000
        : null
    return {
      ok: true,
      text,
      firstTokenMs,
      totalMs,
      inputTokens: usage.inputTokens ?? null,
      outputTokens,
      tokensPerSecond,
    }
  } catch (error) {
    return {
      ok: false,
      code: controller.signal.aborted ? 'ai.timeout' : classifyProviderError(error),
      detail: describe(error),
    }
  } finally {
    clearTimeout(timer)
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error ?? 'no usage or finish in the answer')
  const status = (error as { statusCode?: number }).statusCode
  return `${status ? `HTTP ${status}: ` : ''}${error.message}`
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      model: { type: 'string' },
      'api-key-env': { type: 'string' },
      prompt: { type: 'string' },
      'timeout-ms': { type: 'string' },
    },
  })
  if (!values['base-url'] || !values.model) {
    console.error(
      'Usage: npm run ai:smoke -- --base-url https://host/v1 --model NAME [--api-key-env VAR] [--prompt TEXT] [--timeout-ms 60000]',
    )
    process.exit(2)
  }
  const keyVariable = values['api-key-env']
  if (keyVariable && !process.env[keyVariable]) {
    console.error(`The environment variable ${keyVariable} is not set (it should hold the API key).`)
    process.exit(2)
  }
  // The same outbound policy as the server (OUTBOUND_ALLOW_LOOPBACK, OUTBOUND_ALLOWED_HOSTS): what the
  // smoke test reaches, the server reaches too.
  const config = loadConfig()
  configureOutbound({
    allowLoopback: config.outboundAllowLoopback,
    allowedHosts: config.outboundAllowedHosts,
  })
  const result = await runSmoke({
    baseUrl: values['base-url'],
    model: values.model,
    apiKey: keyVariable ? process.env[keyVariable] : undefined,
    prompt: values.prompt,
    timeoutMs: values['timeout-ms'] ? Number(values['timeout-ms']) : undefined,
  })
  if (!result.ok) {
    console.error(`Failed: ${result.code} (${result.detail})`)
    process.exit(1)
  }
  const round = (value: number | null, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits))
  console.log(result.text)
  console.log(`\ntime to first token: ${round(result.firstTokenMs)} ms, total: ${round(result.totalMs)} ms`)
  console.log(
    `usage: ${result.inputTokens ?? 'n/a'} tokens in, ${result.outputTokens ?? 'n/a'} tokens out, ${round(result.tokensPerSecond, 1)} tokens/s`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
