// The dashboard's cards, as plain elements styled once by their grid. Each card used to be MUI's
// Card, CardActionArea (ButtonBase with its ripple), two Boxes and two or three Typographies, each
// with its own styles computed and serialized by Emotion on every render: with 35 cards, about a
// third of the signed-in first paint's script time (issue 14, decision 0074). Here one styled grid
// carries the styles of every card inside it (MUI 9's styles for exactly these cases: Paper
// outlined, Card, CardActionArea with its focus highlight, the Typography variants), and a card is
// a handful of elements. Left out: ButtonBase's ripple; the focus highlight shows on
// `:focus-visible` as CardActionArea's does on its focus-visible class.
import AppsIcon from '@mui/icons-material/Apps'
import { styled } from '@mui/material/styles'
import type { ReactNode } from 'react'
import { hasMenuIcon, MenuIcon } from '../../../components/menu-icon.tsx'

/** The grid of cards; every `.tsr-tile` inside it gets its styles from here. */
export const TileGrid = styled('div')(({ theme }) => {
  const { palette, typography, transitions } = theme
  return {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(240px, 100%), 1fr))',
    // Card (Paper, outlined) with the dashboard's radius and lift.
    '& .tsr-tile': {
      position: 'relative',
      overflow: 'hidden',
      height: '100%',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: Number(theme.shape.borderRadius) * 3,
      transition: 'border-color 150ms, transform 150ms',
      '&:hover': { borderColor: palette.primary.main, transform: 'translateY(-2px)' },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      // A card out of view is neither laid out nor painted until it comes near (most of ROOT's 35 are
      // below the fold of the first paint); `auto` keeps the height it had once drawn.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 140px',
    },
    // CardActionArea: a link or a button over the whole card.
    '& .tsr-tile__action': {
      position: 'relative',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      gap: theme.spacing(2),
      width: '100%',
      height: '100%',
      padding: theme.spacing(2.5),
      margin: 0,
      border: 0,
      borderRadius: 'inherit',
      outline: 0,
      backgroundColor: 'transparent',
      color: 'inherit',
      font: 'inherit',
      textAlign: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      appearance: 'none',
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: 'inherit',
        pointerEvents: 'none',
        backgroundColor: 'currentcolor',
        opacity: 0,
        transition: transitions.create('opacity', { duration: transitions.duration.short }),
      },
      '&:hover::after': { opacity: palette.action.hoverOpacity, '@media (hover: none)': { opacity: 0 } },
      '&:focus-visible::after': { opacity: palette.action.focusOpacity },
    },
    '& .tsr-tile__action--with-menu': { paddingRight: theme.spacing(6) },
    '& .tsr-tile__icon': {
      width: 44,
      height: 44,
      borderRadius: Number(theme.shape.borderRadius) * 2.5,
      display: 'grid',
      placeItems: 'center',
      flexShrink: 0,
      backgroundColor: palette.action.selected,
      color: palette.primary.main,
    },
    '& .tsr-tile__text': { minWidth: 0 },
    '& .tsr-tile__overline': {
      ...typography.overline,
      margin: 0,
      display: 'block',
      lineHeight: 1.4,
      color: palette.text.secondary,
    },
    '& .tsr-tile__title': { ...typography.subtitle1, margin: 0, fontWeight: 600, lineHeight: 1.3 },
    '& .tsr-tile__description': {
      ...typography.body2,
      margin: 0,
      marginTop: theme.spacing(0.5),
      color: palette.text.secondary,
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .tsr-tile__menu': { position: 'absolute', top: 8, right: 8 },
  }
})

interface TileFaceProps {
  /** A manifest icon name; unknown or missing ones show the generic apps icon. */
  readonly icon: string | undefined
  readonly overline?: ReactNode
  readonly title: ReactNode
  readonly description?: ReactNode
  readonly children?: ReactNode
}

/** What a card shows inside its link or button: the icon, then the overline, title and description. */
export function TileFace({ icon, overline, title, description, children }: TileFaceProps) {
  return (
    <>
      <span className="tsr-tile__icon">
        {hasMenuIcon(icon) ? <MenuIcon name={icon} fontSize="medium" /> : <AppsIcon />}
      </span>
      <span className="tsr-tile__text">
        {overline && <span className="tsr-tile__overline">{overline}</span>}
        <h3 className="tsr-tile__title">{title}</h3>
        {description && <p className="tsr-tile__description">{description}</p>}
        {children}
      </span>
    </>
  )
}
