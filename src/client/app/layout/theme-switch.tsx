import DarkModeIcon from '@mui/icons-material/DarkModeOutlined'
import LightModeIcon from '@mui/icons-material/LightModeOutlined'
import IconButton from '@mui/material/IconButton'
import { useIntl } from 'react-intl'
import { DeferredTooltip as Tooltip } from '../../components/deferred-tooltip.tsx'
import { useThemeMode } from '../../lib/theme/theme-mode.tsx'

/** Switches light/dark; the choice is stored under themeMode. */
export function ThemeSwitch() {
  const intl = useIntl()
  const { mode, toggleMode } = useThemeMode()
  const label = intl.formatMessage({ id: mode === 'dark' ? 'layout.switchToLight' : 'layout.switchToDark' })
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleMode} aria-label={label} data-testid="theme-switch" data-mode={mode}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  )
}
