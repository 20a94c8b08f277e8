import createClient from 'openapi-fetch'
import type { paths } from '../api-types.ts'
import { readStorage, STORAGE_KEYS } from '../storage-keys.ts'

/** The one HTTP client: same origin, no timeout, 2xx is success (spec section 7). */
// fetch is looked up per call (not captured once) so tests and wrappers can replace it.
export const apiClient = createClient<paths>({ baseUrl: '', fetch: (request) => globalThis.fetch(request) })

apiClient.use({
  onRequest({ request }) {
    const token = readStorage(STORAGE_KEYS.token)
    if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
    return request
  },
})
