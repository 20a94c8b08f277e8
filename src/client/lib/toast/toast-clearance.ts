/** A box on screen in viewport pixels, as getBoundingClientRect gives it. */
export interface ScreenBox {
  readonly top: number
  readonly bottom: number
  readonly left: number
  readonly right: number
}

export interface ToastStack {
  /** Left and right edge of the stack; moving it up or down does not change them. */
  readonly left: number
  readonly right: number
  readonly height: number
}

/**
 * The distance of the toast stack from the bottom edge of the viewport (CSS `bottom`, px) at which
 * it covers none of `obstacles`: `base` when nothing is in the way, else just above the obstacles it
 * would cover, one above the other if need be. Never so high that the stack leaves the screen: when
 * there is no room, the stack stops at the top edge.
 */
export function toastStackBottom(stack: ToastStack, obstacles: readonly ScreenBox[], viewportHeight: number, base: number): number {
  const highest = Math.max(base, viewportHeight - stack.height)
  const visible = obstacles.filter((box) => box.bottom > box.top && box.right > box.left)
  let bottom = base
  for (let moved = true; moved; ) {
    moved = false
    const stackBottom = viewportHeight - bottom
    const stackTop = stackBottom - stack.height
    const covered = visible.filter((box) => box.left < stack.right && box.right > stack.left && box.top < stackBottom && box.bottom > stackTop)
    if (covered.length === 0) break
    // Above the lowest top edge among the covered ones; each step moves up, so this ends.
    const next = viewportHeight - Math.min(...covered.map((box) => box.top))
    if (next > highest) return highest
    bottom = next
    moved = true
  }
  return bottom
}
