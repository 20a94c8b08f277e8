// Security headers on every response, errors and static files included.
import fp from 'fastify-plugin'

// Emotion (MUI) injects <style> elements, so styles need 'unsafe-inline'; scripts never do.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

const headers: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers)
      reply.removeHeader('x-powered-by')
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      return payload
    })
  },
  { name: 'security-headers' },
)
