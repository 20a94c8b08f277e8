// "Test connection": lists the provider's models (GET {baseUrl}/models) with the same key, headers
// and timeout the gateway uses, and says in one code why it failed.
import { APICallError } from 'ai'
import { AiTimeout, classifyProviderError, type AiErrorCode } from './errors.ts'
import { outboundFetch } from '../net/outbound/outbound-fetch.ts'
import { requestHeaders, type ProviderConnection } from './provider-client.ts'

export type ConnectionTest =
  { ok: true; models: string[] } | { ok: false; code: AiErrorCode; models: string[] }

export async function testProviderConnection(connection: ProviderConnection): Promise<ConnectionTest> {
  const url = `${connection.baseUrl.replace(/\/+$/, '')}/models`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AiTimeout()), connection.timeoutMs)
  try {
    // Through the outbound guard, like every provider call: no loopback, private or link-local target (decision 0086).
    const response = await outboundFetch(url, {
      headers: requestHeaders(connection),
      signal: controller.signal,
    })
    const body = await response.text()
    // Redirects are not followed (the target could be anywhere): a 3xx is an answer that cannot be read.
    if (response.status >= 300 && response.status < 400)
      return { ok: false, code: 'ai.badResponse', models: [] }
    if (!response.ok) {
      const error = new APICallError({
        message: `HTTP ${response.status}`,
        url,
        requestBodyValues: null,
        statusCode: response.status,
        responseBody: body,
        responseHeaders: Object.fromEntries(response.headers),
      })
      return { ok: false, code: classifyProviderError(error), models: [] }
    }
    const data = (JSON.parse(body) as { data?: { id?: unknown }[] }).data
    if (!Array.isArray(data)) return { ok: false, code: 'ai.badResponse', models: [] }
    return {
      ok: true,
      models: data
        .map((entry) => String(entry.id ?? ''))
        .filter(Boolean)
        .sort(),
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, code: 'ai.timeout', models: [] }
    if (error instanceof SyntaxError) return { ok: false, code: 'ai.badResponse', models: [] }
    return { ok: false, code: classifyProviderError(error), models: [] }
  } finally {
    clearTimeout(timer)
  }
}
