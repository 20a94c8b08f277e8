// Security headers on every response, errors and static files included. A file (script, style sheet,
// font, image) gets the headers that act on a file, not the ones that only act on a document: every
// file answer of a first load repeated about 500 bytes of page policy (decision 0058). A JSON answer
// of the API gets the API's own short policy (decision 0070).
import fp from 'fastify-plugin'

/**
 * Emotion (MUI) injects <style> elements, so styles need 'unsafe-inline'. Scripts come from our own
 * files, plus the inline scripts of the built index.html, each allowed by its SHA-256 hash alone
 * (client-app.ts, `inlineScriptHashes`): the theme and the sign-in shell run before any file loads.
 * Fonts and connections fall back to default-src 'self' (no font comes as a data: URL): a directive
 * that repeats the default is bytes in every page's headers for nothing.
 */
export const buildContentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Voice AI (decision 0102): the spoken answer plays from a blob: URL, a webhook call's recording
    // from the telephony platform's https address.
    "media-src 'self' blob: https:",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')

/** The policy of a server without the browser app (no inline script to allow). */
export const contentSecurityPolicy = buildContentSecurityPolicy()

const fixedHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  // The microphone for voice AI's push to talk (decision 0102), on our own origin only.
  'permissions-policy': 'camera=(), microphone=(self), geolocation=()',
}

/** Every security header of an answer, the content security policy allowing these inline scripts. */
export const securityHeadersFor = (scriptHashes: readonly string[] = []): Record<string, string> => ({
  ...fixedHeaders,
  'content-security-policy': buildContentSecurityPolicy(scriptHashes),
})

/**
 * What a static file's answer carries: nosniff and the resource policy act on scripts, style sheets,
 * fonts and images; the page headers (referrer, framing, opener, permissions and the page's script
 * policy) act only on documents. A script, style sheet or font opened on its own is shown as text
 * (nosniff), never run, so it needs no policy; an SVG opened on its own is a document, so images carry
 * a policy of their own that allows nothing but inline styles, no framing, sandboxed: stricter than
 * the page's, and short.
 */
export const imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"
const fileHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
}
const imageHeaders: Record<string, string> = { ...fileHeaders, 'content-security-policy': imageContentSecurityPolicy }

/** The headers of a successful answer with a file of the browser app (not a page, the API or an error); undefined for others. */
function fileAnswerHeaders(url: string, statusCode: number, contentType: unknown): Record<string, string> | undefined {
  if ((statusCode !== 200 && statusCode !== 206 && statusCode !== 304) || url.startsWith('/api/') || typeof contentType !== 'string') return undefined
  if (/^image\//i.test(contentType)) return imageHeaders
  return /^(?:(?:application|text)\/javascript|text\/css|font\/)/i.test(contentType) ? fileHeaders : undefined
}

/**
 * What a JSON answer of the API carries (OWASP's REST Security Cheat Sheet): nosniff, no framing (the
 * policy's frame-ancestors and X-Frame-Options for browsers without it), the resource policy, and a
 * content security policy that allows nothing, stricter than the page's and short: JSON is data, never
 * a page, so the page's script hashes and sources, referrer, opener and permissions policies act on
 * nothing there. Cache-Control: no-store is set beside it for every API answer.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'"
export const apiAnswerHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': apiContentSecurityPolicy,
}

/** Whether an answer is one of the API's JSON answers (a streamed one included); files and exports keep the page's headers. */
const isApiJsonAnswer = (url: string, contentType: unknown) =>
  url.startsWith('/api/') && typeof contentType === 'string' && /^application\/(?:json|x-ndjson)\s*(?:;|$)/i.test(contentType)

export default fp<{ scriptHashes?: readonly string[] }>(
  async (app, { scriptHashes = [] }) => {
    const headers = securityHeadersFor(scriptHashes)
    app.addHook('onSend', async (request, reply, payload) => {
      const contentType = reply.getHeader('content-type')
      reply.headers(isApiJsonAnswer(request.url, contentType) ? apiAnswerHeaders : (fileAnswerHeaders(request.url, reply.statusCode, contentType) ?? headers))
      reply.removeHeader('x-powered-by')
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      return payload
    })
  },
  { name: 'security-headers' },
)
