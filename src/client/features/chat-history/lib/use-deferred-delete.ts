// Delete with undo: the threads disappear at once, the DELETE is sent when the undo window (5 s)
// closes, or at once when the page is left (unmount or the tab going away), so nothing is lost and
// nothing lingers.
import { useCallback, useEffect, useRef, useState } from 'react'

export const UNDO_WINDOW_MS = 5000

export function useDeferredDelete(send: (ids: string[]) => Promise<unknown>, onSent: () => void) {
  const [pending, setPending] = useState<string[]>([])
  const pendingRef = useRef<string[]>([])
  const timer = useRef<number | undefined>(undefined)
  const sendRef = useRef(send)
  const onSentRef = useRef(onSent)
  sendRef.current = send
  onSentRef.current = onSent

  const flush = useCallback(() => {
    window.clearTimeout(timer.current)
    const ids = pendingRef.current
    if (ids.length === 0) return
    pendingRef.current = []
    setPending([])
    void sendRef.current(ids).finally(() => onSentRef.current())
  }, [])

  const schedule = useCallback(
    (ids: string[]) => {
      // A second delete while one waits: send the first now, start a new window for the second.
      flush()
      pendingRef.current = ids
      setPending(ids)
      timer.current = window.setTimeout(flush, UNDO_WINDOW_MS)
    },
    [flush],
  )

  const undo = useCallback(() => {
    window.clearTimeout(timer.current)
    pendingRef.current = []
    setPending([])
  }, [])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  return { pending, schedule, undo }
}
