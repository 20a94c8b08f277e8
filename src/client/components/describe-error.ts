/** Statuses the routing layer can raise, with the catalogue ids of the texts routing libraries show for them. */
const ROUTING_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'error.status.400',
  403: 'error.status.403',
  404: 'error.status.404',
  405: 'error.status.405',
}

export type DescribedError = { kind: 'text'; text: string } | { kind: 'message'; id: string }

/**
 * What the error page says about an error: a routing status (a catalogue id), the error's own
 * message, 'error.fallback' when there is nothing to say, or 'error.unexpected' (the routing
 * libraries' generic 'Unexpected Application Error!') for a thrown value that is no error at all.
 */
export function describeError(error: unknown): DescribedError {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const id = ROUTING_STATUS_MESSAGES[error.status]
    if (id) return { kind: 'message', id }
  }
  if (error instanceof Error) return error.message.trim() ? { kind: 'text', text: error.message } : { kind: 'message', id: 'error.fallback' }
  if (typeof error === 'string' && error.trim()) return { kind: 'text', text: error }
  if (error === undefined || error === null) return { kind: 'message', id: 'error.fallback' }
  return { kind: 'message', id: 'error.unexpected' }
}
