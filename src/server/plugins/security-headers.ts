// Security headers on every response, errors and static files included.
import fp from 'fastify-plugin'

/**
 * Emotion (MUI) injects <style> elements, so styles need 'unsafe-inline'. Scripts come from our own
 * files, plus the inline scripts of the built index.html, each allowed by its SHA-256 hash alone
 * (client-app.ts, `inlineScriptHashes`): the theme and the sign-in shell run before any file loads.
 */
export const buildContentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
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
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

/** Every security header of an answer, the content security policy allowing these inline scripts. */
export const securityHeadersFor = (scriptHashes: readonly string[] = []): Record<string, string> => ({
  ...fixedHeaders,
  'content-security-policy': buildContentSecurityPolicy(scriptHashes),
})

export default fp<{ scriptHashes?: readonly string[] }>(
  async (app, { scriptHashes = [] }) => {
    const headers = securityHeadersFor(scriptHashes)
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers)
      reply.removeHeader('x-powered-by')
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      return payload
    })
  },
  { name: 'security-headers' },
)
