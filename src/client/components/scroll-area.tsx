import Box, { type BoxProps } from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { SCROLLBAR } from '../lib/theme/ui-constants.ts'

/**
 * A thin scroll bar that shows while the user scrolls or moves the pointer over the area and fades
 * out SCROLLBAR.stopScrollDelayMs after; pointer moves are handled at most every mouseMoveThrottleMs.
 */
export function ScrollArea({ sx, children, ...props }: BoxProps) {
  const [active, setActive] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  const lastMove = useRef(0)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const show = () => {
    setActive(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setActive(false), SCROLLBAR.stopScrollDelayMs)
  }
  const onMouseMove = () => {
    const now = Date.now()
    if (now - lastMove.current < SCROLLBAR.mouseMoveThrottleMs) return
    lastMove.current = now
    show()
  }
  return (
    <Box
      {...props}
      onScroll={show}
      onMouseMove={onMouseMove}
      data-scrolling={active || undefined}
      sx={[
        (theme) => ({
          overflowY: 'auto',
          scrollbarWidth: 'thin',
          scrollbarColor: `${active ? theme.palette.action.disabled : 'transparent'} transparent`,
          transition: `scrollbar-color ${theme.transitions.duration.shorter}ms`,
          '&::-webkit-scrollbar': { width: 8 },
          '&::-webkit-scrollbar-thumb': { minHeight: SCROLLBAR.minSize, borderRadius: 4, backgroundColor: active ? theme.palette.action.disabled : 'transparent' },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  )
}
