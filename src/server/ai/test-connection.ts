// "Test connection": lists the provider's models (GET {baseUrl}/models) with the same key, headers
// and timeout the gateway uses, and says in one code why it failed.
import { APICallError } from 'ai'
import { AiTimeout, classifyProviderError, type AiErrorCode } from './errors.ts'
import { requestHeaders, type ProviderConnection } from './provider-client.ts'

export type ConnectionTest = { ok: true; models: string[] } | { ok: false; code: AiErrorCode; models: string[] }

export async function testProviderConnection(connection: ProviderConnection): Promise<ConnectionTest> {
  const url = `${connection.baseUrl.replace(/\/+$/, '')}/models`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new AiTimeout()), connection.timeoutMs)
  try {
    const response = await fetch(url, { headers: requestHeaders(connection), signal: controller.signal, redirect: 'error' })
    const body = await response.text()
    if (!response.ok) {
      const error = new APICallError({ message: `HTTP ${response.status}`, url, requestBodyValues: null, statusCode: response.status, responseBody: body, responseHeaders: Object.fromEntries(response.headers) })
      return { ok: false, code: classifyProviderError(error), models: [] }
    }
    const data = (JSON.parse(body) as { data?: { id?: unknown }[] }).data
    if (!Array.isArray(data)) return { ok: false, code: 'ai.badResponse', models: [] }
    return { ok: true, models: data.map((entry) => String(entry.id ?? '')).filter(Boolean).sort() }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, code: 'ai.timeout', models: [] }
    if (error instanceof SyntaxError) return { ok: false, code: 'ai.badResponse', models: [] }
    return { ok: false, code: classifyProviderError(error), models: [] }
  } finally {
    clearTimeout(timer)
  }
}
