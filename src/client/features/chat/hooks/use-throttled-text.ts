import { useEffect, useRef, useState } from 'react'
import { renderIntervalMs } from '../lib/long-answer.ts'

/**
 * A streaming answer's text at most once per renderIntervalMs (longer texts less often), so its
 * markdown is not parsed again for every token; the text as it is when not streaming.
 */
export function useThrottledText(text: string, streaming: boolean): string {
  const [shown, setShown] = useState(text)
  const lastShown = useRef(0)
  useEffect(() => {
    if (!streaming) return
    const show = () => {
      lastShown.current = performance.now()
      setShown(text)
    }
    const wait = renderIntervalMs(text.length) - (performance.now() - lastShown.current)
    if (wait <= 0) return show()
    const timer = setTimeout(show, wait)
    return () => clearTimeout(timer)
  }, [text, streaming])
  return streaming ? shown : text
}
