// The dashboard's "the tiles could not load" message: what MUI's Alert (severity error, variant
// standard, with an action) renders, as a Paper with the same class names and styles. Alert itself
// carries its five icons (success, warning, error, info, close) into the signed-in first load for a
// message shown only on failure, and loading it on failure would fail exactly when the failure is no
// connection (issue 14, decision 0069). The styles are MUI 9's Alert for this one case (see
// Alert.mjs); the root is Alert's Paper at elevation 0 with role="alert". Checked against the MUI
// version pixel for pixel (light, dark, wide, narrow) and in the accessibility tree.
import Paper from '@mui/material/Paper'
import { styled } from '@mui/material/styles'
import { createSvgIcon } from '@mui/material/SvgIcon'
import type { ReactNode } from 'react'

// MUI's internal ErrorOutline icon, the one Alert shows for severity="error".
const ErrorOutlineIcon = createSvgIcon(
  <path d="M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />,
  'ErrorOutline',
)

const Root = styled(Paper)(({ theme }) => {
  const getColor = theme.palette.mode === 'light' ? theme.darken : theme.lighten
  const getBackgroundColor = theme.palette.mode === 'light' ? theme.lighten : theme.darken
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    color: getColor(theme.palette.error.light, 0.6),
    backgroundColor: getBackgroundColor(theme.palette.error.light, 0.9),
    '& .MuiAlert-icon': { marginRight: 12, padding: '7px 0', display: 'flex', fontSize: 22, opacity: 0.9, color: theme.palette.error.main },
    '& .MuiAlert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    '& .MuiAlert-action': { display: 'flex', alignItems: 'flex-start', padding: '4px 0 0 16px', marginLeft: 'auto', marginRight: -8 },
  }
})

interface ErrorAlertProps {
  readonly children: ReactNode
  /** Shown at the right end, as Alert's `action`. */
  readonly action: ReactNode
}

/** An error message as MUI's standard error Alert shows it: icon, text, action; announced (role="alert"). */
export function ErrorAlert({ children, action }: ErrorAlertProps) {
  return (
    <Root role="alert" elevation={0} className="MuiAlert-root MuiAlert-colorError MuiAlert-standard">
      <div className="MuiAlert-icon">
        <ErrorOutlineIcon fontSize="inherit" />
      </div>
      <div className="MuiAlert-message">{children}</div>
      <div className="MuiAlert-action">{action}</div>
    </Root>
  )
}
