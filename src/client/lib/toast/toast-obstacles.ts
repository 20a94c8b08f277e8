/**
 * Elements a toast must not cover: the action bars of open dialogs (components/dialog-actions.tsx).
 * Toasts sit bottom-left (spec section 9), where a dialog's buttons may be; the toast host moves the
 * stack above any registered element it would cover. Registering does not load the toast library.
 */
const obstacles = new Set<HTMLElement>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/** Keeps toasts clear of `element` until the returned function is called. */
export function keepClearOfToasts(element: HTMLElement): () => void {
  obstacles.add(element)
  notify()
  return () => {
    if (obstacles.delete(element)) notify()
  }
}

/** The elements toasts keep clear of now. */
export function toastObstacles(): readonly HTMLElement[] {
  return [...obstacles]
}

/** Calls `listener` whenever an element is added or removed. */
export function subscribeToToastObstacles(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
