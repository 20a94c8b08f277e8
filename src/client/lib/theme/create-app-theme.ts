import { createTheme, type Theme } from '@mui/material/styles'
import { BADGE_MAX, BREAKPOINTS, TOOLBAR_MIN_HEIGHT, TOOLTIP, TRANSITION_RANGE, TRANSITIONS } from './ui-constants.ts'

export type ThemeMode = 'light' | 'dark'

/** The app's MUI theme for one mode: Public Sans, the spec's breakpoints, timings and defaults. */
export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark'
  const theme = createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: dark ? '#7c9cff' : '#3949ab' },
      secondary: { main: dark ? '#4dd0c4' : '#00796b' },
      background: dark ? { default: '#0f1420', paper: '#161c2b' } : { default: '#f4f6fb', paper: '#ffffff' },
      divider: dark ? 'rgba(148, 163, 184, 0.16)' : 'rgba(15, 23, 42, 0.1)',
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Public Sans", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    mixins: { toolbar: { minHeight: TOOLBAR_MIN_HEIGHT } },
    transitions: { duration: TRANSITIONS },
    components: {
      MuiTooltip: { defaultProps: { ...TOOLTIP, arrow: true } },
      MuiBadge: { defaultProps: { max: BADGE_MAX } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiToolbar: { styleOverrides: { root: { minHeight: TOOLBAR_MIN_HEIGHT, '@media (min-width:0px)': { minHeight: TOOLBAR_MIN_HEIGHT } } } },
    },
  })
  // Collapse and Grow with timeout 'auto' (menu collapses, popovers, menus) take longer the taller
  // they are, up to seconds; they keep following the height, within the spec's range.
  const followHeight = theme.transitions.getAutoHeightDuration
  theme.transitions.getAutoHeightDuration = (height) => Math.min(TRANSITION_RANGE.max, Math.max(TRANSITION_RANGE.min, followHeight(height)))
  return theme
}
