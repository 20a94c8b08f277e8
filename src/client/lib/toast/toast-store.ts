export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info'

export interface Toast {
  readonly message: string
  readonly variant: ToastVariant
}

type Deliver = (toast: Toast) => void

let deliver: Deliver | null = null
let requested = false
const pending: Toast[] = []
const listeners = new Set<() => void>()

/**
 * Shows a toast. The toast library loads with the first toast, not with the first page: until the
 * host is connected, toasts wait in a queue.
 */
export function showToast(message: string, variant: ToastVariant = 'default'): void {
  if (deliver) return deliver({ message, variant })
  pending.push({ message, variant })
  if (!requested) {
    requested = true
    listeners.forEach((listener) => listener())
  }
}

/** Called by the toast host once it is mounted; delivers the queue. */
export function connectToastHost(next: Deliver): () => void {
  deliver = next
  pending.splice(0).forEach(next)
  return () => {
    if (deliver === next) deliver = null
  }
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isToastHostRequested(): boolean {
  return requested
}
