import { useEffect, useState } from 'react'
import { toastStackBottom } from './toast-clearance.ts'
import { subscribeToToastObstacles, toastObstacles } from './toast-obstacles.ts'

/** notistack's own class of the fixed element that holds the stack of one corner. */
const STACK_SELECTOR = '.notistack-SnackbarContainer'

/**
 * The `bottom` (px) of the toast stack rendered inside `host`: `base`, or higher while that would
 * cover an open dialog's buttons. Measured again when toasts come and go, when a dialog opens,
 * closes or changes size, and when the window does.
 */
export function useToastClearance(host: HTMLElement | null, base: number): number {
  const [bottom, setBottom] = useState(base)
  useEffect(() => {
    if (!host) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const stack = host.querySelector(STACK_SELECTOR)?.getBoundingClientRect()
        if (!stack) return setBottom(base)
        const obstacles = toastObstacles().map((element) => element.getBoundingClientRect())
        setBottom(toastStackBottom(stack, obstacles, window.innerHeight, base))
      })
    }
    // A dialog's buttons move when its paper grows (content loaded) as it stays centred; the stack grows with each toast.
    const sizes = new ResizeObserver(measure)
    const observe = () => {
      sizes.disconnect()
      for (const element of toastObstacles()) {
        sizes.observe(element)
        if (element.parentElement) sizes.observe(element.parentElement)
      }
      const stack = host.querySelector(STACK_SELECTOR)
      if (stack) sizes.observe(stack)
      measure()
    }
    const stacks = new MutationObserver(observe)
    stacks.observe(host, { childList: true })
    const unsubscribe = subscribeToToastObstacles(observe)
    window.addEventListener('resize', measure)
    observe()
    return () => {
      cancelAnimationFrame(frame)
      sizes.disconnect()
      stacks.disconnect()
      unsubscribe()
      window.removeEventListener('resize', measure)
    }
  }, [host, base])
  return bottom
}
