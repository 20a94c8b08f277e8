import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { useLocaleSetting } from '../../../lib/i18n/locale-provider.tsx'
import type { AppLocale } from '../../../lib/i18n/load-messages.ts'
import type { ThemeMode } from '../../../lib/theme/create-app-theme.ts'
import { useThemeMode } from '../../../lib/theme/theme-mode.tsx'

const GROUP_LANGUAGE = 'group'

/** Theme (stored under themeMode) and language (the group's, or one the user picks). */
export function PreferencesForm() {
  const intl = useIntl()
  const labelId = useId()
  const { mode, setMode } = useThemeMode()
  const { chosen, choose } = useLocaleSetting()
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <FormControl>
        <FormLabel id={labelId}>{intl.formatMessage({ id: 'settings.theme' })}</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={mode} onChange={(event) => setMode(event.target.value as ThemeMode)}>
          <FormControlLabel value="dark" control={<Radio />} label={intl.formatMessage({ id: 'settings.theme.dark' })} />
          <FormControlLabel value="light" control={<Radio />} label={intl.formatMessage({ id: 'settings.theme.light' })} />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label={intl.formatMessage({ id: 'settings.language' })}
        value={chosen ?? GROUP_LANGUAGE}
        onChange={(event) => choose(event.target.value === GROUP_LANGUAGE ? null : (event.target.value as AppLocale))}
      >
        <MenuItem value={GROUP_LANGUAGE}>{intl.formatMessage({ id: 'settings.language.group' })}</MenuItem>
        <MenuItem value="de">{intl.formatMessage({ id: 'settings.language.de' })}</MenuItem>
        <MenuItem value="en">{intl.formatMessage({ id: 'settings.language.en' })}</MenuItem>
        <MenuItem value="fr">{intl.formatMessage({ id: 'settings.language.fr' })}</MenuItem>
      </TextField>
    </Stack>
  )
}
