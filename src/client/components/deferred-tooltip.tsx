// MUI's Tooltip with its code (Tooltip, Popper, popper.js, Grow: about 9 KB brotli) loaded when a
// tooltip is first wanted rather than with the signed-in layout (decision 0066). Until then the
// trigger carries what MUI's closed tooltip gives it (the accessible name), and its first pointing,
// keyboard focus or touch loads the code. A tooltip mounted after that is MUI's own. One mounted
// before keeps its trigger element (so focus and hover stay where they are) and hands it to MUI's
// Tooltip through a stand-in child, which forwards the events MUI listens to and the attributes it
// sets; the interaction that asked for the code is replayed once it is there.
import type { TooltipProps } from '@mui/material/Tooltip'
import { cloneElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type Ref } from 'react'

type TooltipComponent = typeof import('@mui/material/Tooltip').default

let loadedTooltip: TooltipComponent | undefined
let loading: Promise<TooltipComponent> | undefined

/** Loads MUI's Tooltip once; tests call it to start from the loaded state. */
export function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then((module) => (loadedTooltip = module.default))
  return loading
}

/** What MUI's Tooltip sets on a closed tooltip's trigger (its `nameOrDescProps`). */
function closedTriggerProps(title: TooltipProps['title'], describeChild: boolean | undefined) {
  if (typeof title !== 'string') return {}
  return describeChild ? { title } : { 'aria-label': title }
}

/** Whether focus came from the keyboard, as MUI's Tooltip asks before it opens on focus. */
function isFocusVisible(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible')
  } catch {
    return false
  }
}

/** The events MUI's Tooltip listens to on its trigger, by React prop, with the DOM event React uses for it. */
const FORWARDED_EVENTS = { onMouseOver: 'mouseover', onMouseLeave: 'mouseleave', onFocus: 'focusin', onBlur: 'focusout', onTouchStart: 'touchstart', onTouchEnd: 'touchend' } as const
/** The attributes MUI's Tooltip sets on its trigger while open. */
const FORWARDED_ATTRIBUTES = ['aria-describedby', 'aria-labelledby'] as const

type StandInProps = { readonly node: HTMLElement; readonly ref?: Ref<HTMLElement> } & Partial<Record<keyof typeof FORWARDED_EVENTS, (event: Event) => void>> &
  Partial<Record<(typeof FORWARDED_ATTRIBUTES)[number], string | null>>

/** MUI's Tooltip's child for a trigger drawn before the code came: forwards to the trigger element. */
function TriggerStandIn(props: StandInProps) {
  const { node, ref } = props
  const handlers = useRef(props)
  handlers.current = props
  useLayoutEffect(() => {
    if (typeof ref === 'function') {
      ref(node)
      return () => void ref(null)
    }
    if (ref) ref.current = node
    return undefined
  }, [node, ref])
  useEffect(() => {
    const listeners = Object.entries(FORWARDED_EVENTS).map(([prop, type]) => {
      const listener = (event: Event) => handlers.current[prop as keyof typeof FORWARDED_EVENTS]?.(event)
      node.addEventListener(type, listener)
      return () => node.removeEventListener(type, listener)
    })
    return () => listeners.forEach((remove) => remove())
  }, [node])
  const describedBy = props['aria-describedby']
  const labelledBy = props['aria-labelledby']
  useLayoutEffect(() => {
    const values = { 'aria-describedby': describedBy, 'aria-labelledby': labelledBy }
    for (const name of FORWARDED_ATTRIBUTES) {
      const value = values[name]
      if (value) node.setAttribute(name, value)
      else node.removeAttribute(name)
    }
  }, [node, describedBy, labelledBy])
  return null
}

/**
 * MUI's Tooltip, loaded on demand. Same props as Tooltip; the child must take `ref` and the
 * mouse, focus and touch handlers (as Tooltip's child must). A string `title` with `describeChild`
 * is not supported (MUI would manage the trigger's `title` attribute while open).
 */
export function DeferredTooltip(props: TooltipProps) {
  const { title, describeChild, children } = props
  const [mountedBeforeLoad] = useState(() => loadedTooltip === undefined)
  const [node, setNode] = useState<HTMLElement | null>(null)
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(loadedTooltip)
  // What the user did before the code came, replayed on the trigger once it is there.
  const pending = useRef<{ hover: boolean; focus: boolean; touch: boolean }>({ hover: false, focus: false, touch: false })

  useEffect(() => {
    if (!Tooltip || !mountedBeforeLoad || !node) return
    const { hover, focus, touch } = pending.current
    if (touch) node.dispatchEvent(new Event('touchstart'))
    else if (hover) node.dispatchEvent(new Event('mouseover'))
    else if (focus && document.activeElement && node.contains(document.activeElement)) document.activeElement.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  }, [Tooltip, mountedBeforeLoad, node])

  if (!mountedBeforeLoad && Tooltip) return <Tooltip {...props} />

  const want = (what: 'hover' | 'focus' | 'touch', yes: boolean) => {
    pending.current[what] = yes
    if (yes) void loadTooltip().then((loaded) => setTooltip(() => loaded))
  }
  const child = children as ReactElement<Record<string, unknown>>
  const own = child.props as Record<string, ((event: unknown) => void) | undefined>
  const chain = (name: string, then: (event: { currentTarget: EventTarget; target: EventTarget }) => void) => (event: { currentTarget: EventTarget; target: EventTarget }) => {
    own[name]?.(event)
    if (!Tooltip) then(event)
  }
  const trigger = cloneElement(child, {
    ...closedTriggerProps(title, describeChild),
    ...child.props,
    ref: setNode,
    onMouseOver: chain('onMouseOver', () => want('hover', true)),
    onMouseLeave: chain('onMouseLeave', () => want('hover', false)),
    onFocus: chain('onFocus', (event) => want('focus', isFocusVisible(event.target))),
    onBlur: chain('onBlur', () => want('focus', false)),
    onTouchStart: chain('onTouchStart', () => want('touch', true)),
    onTouchEnd: chain('onTouchEnd', () => want('touch', false)),
  })
  return (
    <>
      {trigger}
      {Tooltip && node && (
        <Tooltip {...props}>
          <TriggerStandIn node={node} />
        </Tooltip>
      )}
    </>
  )
}
