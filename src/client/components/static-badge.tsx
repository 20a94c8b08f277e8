// A badge that only shows a count above zero (the notification bell's): what MUI 9's Badge renders for
// that case (variant standard, top right, rectangular overlap, never hidden), as plain elements with
// the same class names, styles and attributes (Badge.mjs, its root and badge styles). Badge itself
// carries its dot and hidden variants, the style of every palette colour, its transitions' helpers and
// its state hooks into the signed-in first load, about 1 KB on the wire (issue 14, decision 0071).
// Checked against Badge pixel for pixel and in the accessibility tree.
import { styled, useTheme } from '@mui/material/styles'
import type { CSSProperties, ReactNode } from 'react'

type BadgeColor = 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'

const Root = styled('span')({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 })

const Count = styled('span', { shouldForwardProp: (prop) => prop !== 'badgeColor' })<{ badgeColor: BadgeColor }>(({ theme, badgeColor }) => ({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignContent: 'center',
  alignItems: 'center',
  position: 'absolute',
  boxSizing: 'border-box',
  fontFamily: theme.typography.fontFamily,
  fontWeight: theme.typography.fontWeightMedium,
  fontSize: theme.typography.pxToRem(12),
  minWidth: 20,
  lineHeight: 1,
  padding: '0 6px',
  height: 20,
  borderRadius: 10,
  zIndex: 1,
  '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
  transition: theme.transitions.create('transform', { easing: theme.transitions.easing.easeInOut, duration: theme.transitions.duration.enteringScreen }),
  backgroundColor: theme.palette[badgeColor].main,
  color: theme.palette[badgeColor].contrastText,
  inset: 'var(--Badge-inset)',
  transform: 'scale(1) translate(var(--Badge-translate))',
  transformOrigin: 'var(--Badge-origin)',
}))

// Badge's placement for the top right corner and rectangular overlap, as it sets it on the element.
const placement = { '--Badge-translate': '50%, -50%', '--Badge-inset': '0 0 auto auto', '--Badge-origin': '100% 0%' } as CSSProperties

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

interface StaticBadgeProps {
  /** A count above zero; above the theme's `max` for MuiBadge (99 by default) it reads "max+", as Badge's does. */
  readonly count: number
  readonly color: BadgeColor
  readonly children: ReactNode
}

/** `children` with a count in its top right corner, as MUI's Badge shows `badgeContent={count}`. */
export function StaticBadge({ count, color, children }: StaticBadgeProps) {
  const max = useTheme().components?.MuiBadge?.defaultProps?.max ?? 99
  return (
    <Root className="MuiBadge-root">
      {children}
      <Count
        badgeColor={color}
        className={`MuiBadge-badge MuiBadge-standard MuiBadge-anchorOriginTopRight MuiBadge-anchorOriginTopRightRectangular MuiBadge-overlapRectangular MuiBadge-color${capitalize(color)}`}
        aria-hidden
        style={placement}
      >
        {count > max ? `${max}+` : count}
      </Count>
    </Root>
  )
}
