// A chip that is only shown, never clicked or deleted (the menu's, the product chip, a tile's "own"):
// what MUI 9's Chip renders without onClick, onDelete, icon or disabled, as plain elements with the
// same class names and styles (Chip.mjs, its root and label styles for exactly those cases), for
// every colour, variant and size the manifest allows, with or without an avatar. Chip itself carries
// its clickable, deletable and focus styles, ButtonBase's wiring and its Cancel icon into the
// signed-in first load (issue 14, decision 0069). Checked against Chip pixel for pixel and in the
// accessibility tree.
import { styled, type SxProps, type Theme } from '@mui/material/styles'
import { cloneElement, type ReactElement } from 'react'

type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'

interface OwnerState {
  readonly chipColor: ChipColor
  readonly variant: 'filled' | 'outlined'
  readonly size: 'small' | 'medium'
}

const ownerProps = new Set(['chipColor', 'variant', 'size'])

const Root = styled('div', { shouldForwardProp: (prop) => !ownerProps.has(String(prop)) })<OwnerState>(({ theme, chipColor, variant, size }) => {
  const small = size === 'small'
  const outlined = variant === 'outlined'
  const palette = chipColor === 'default' ? undefined : theme.palette[chipColor]
  const textColor = theme.palette.mode === 'light' ? theme.palette.grey[700] : theme.palette.grey[300]
  const avatarMarginLeft = outlined ? (small ? 2 : 4) : small ? 4 : 5
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: small ? 24 : 32,
    lineHeight: 1.5,
    color: outlined && palette ? palette.main : palette ? palette.contrastText : theme.palette.text.primary,
    backgroundColor: outlined ? 'transparent' : palette ? palette.main : theme.palette.action.selected,
    borderRadius: 32 / 2,
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: outlined
      ? `1px solid ${palette ? theme.alpha(palette.main, 0.7) : theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`
      : 0,
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    '& .MuiChip-avatar': {
      marginLeft: avatarMarginLeft,
      marginRight: small ? -4 : -6,
      width: small ? 18 : 24,
      height: small ? 18 : 24,
      color: textColor,
      fontSize: theme.typography.pxToRem(small ? 10 : 12),
      ...((chipColor === 'primary' || chipColor === 'secondary') && {
        color: theme.palette[chipColor].contrastText,
        backgroundColor: theme.palette[chipColor].dark,
      }),
    },
    '& .MuiChip-label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: small ? (outlined ? 7 : 8) : outlined ? 11 : 12,
      paddingRight: small ? (outlined ? 7 : 8) : outlined ? 11 : 12,
      whiteSpace: 'nowrap',
    },
  }
})

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`

interface StaticChipProps {
  readonly label: string
  readonly color?: ChipColor
  readonly variant?: 'filled' | 'outlined'
  readonly size?: 'small' | 'medium'
  /** An Avatar, shown before the label as Chip shows its `avatar`. */
  readonly avatar?: ReactElement<{ className?: string }>
  readonly sx?: SxProps<Theme>
  readonly 'data-testid'?: string
}

/** A chip as MUI's Chip shows one that is neither clickable nor deletable. */
export function StaticChip({ label, color = 'default', variant = 'filled', size = 'medium', avatar, sx, 'data-testid': testId }: StaticChipProps) {
  return (
    <Root
      chipColor={color}
      variant={variant}
      size={size}
      sx={sx}
      data-testid={testId}
      className={`MuiChip-root MuiChip-${variant} MuiChip-size${capitalize(size)} MuiChip-color${capitalize(color)}`}
    >
      {avatar && cloneElement(avatar, { className: avatar.props.className ? `MuiChip-avatar ${avatar.props.className}` : 'MuiChip-avatar' })}
      <span className="MuiChip-label">{label}</span>
    </Root>
  )
}
