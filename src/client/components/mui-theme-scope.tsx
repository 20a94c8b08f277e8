import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { useThemeMode } from '../lib/theme/theme-mode.tsx'

/** The MUI theme of the current mode; the signed-in layout loads it, /login does without. */
export function MuiThemeScope({ children }: { children: ReactNode }) {
  const { mode } = useThemeMode()
  const theme = useMemo(() => createAppTheme(mode), [mode])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  )
}
