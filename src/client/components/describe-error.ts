/** Statuses the routing layer can raise, with the texts routing libraries show for them. */
const ROUTING_STATUSES: Readonly<Record<number, string>> = {
  400: '400 Bad Request',
  403: '403 Forbidden',
  404: '404 Not Found',
  405: '405 Method Not Allowed',
}

/**
 * What the error page says about an error: a routing status text, the error's own message, or
 * null when there is nothing to say (the page then shows its fallback). Unknown thrown values get
 * 'unexpected', the routing libraries' generic 'Unexpected Application Error!'.
 */
export function describeError(error: unknown): { kind: 'text'; text: string } | { kind: 'fallback' } | { kind: 'unexpected' } {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const text = ROUTING_STATUSES[error.status]
    if (text) return { kind: 'text', text }
  }
  if (error instanceof Error) return error.message.trim() ? { kind: 'text', text: error.message } : { kind: 'fallback' }
  if (typeof error === 'string' && error.trim()) return { kind: 'text', text: error }
  if (error === undefined || error === null) return { kind: 'fallback' }
  return { kind: 'unexpected' }
}
