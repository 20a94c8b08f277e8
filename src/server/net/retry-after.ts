// Retry-After (RFC 9110 §10.2.3) in milliseconds: delay-seconds or an HTTP date, null when absent or unreadable.
// One reading for every outside service the server calls (model providers, E-utilities, Mailchimp, LinkedIn).
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | null {
  const value = header?.trim()
  if (!value) return null
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}
