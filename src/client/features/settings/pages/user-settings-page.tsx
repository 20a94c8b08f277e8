import Stack from '@mui/material/Stack'
import { FormattedMessage } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { PasswordForm } from '../components/password-form.tsx'
import { PreferencesForm } from '../components/preferences-form.tsx'
import { ProfileForm } from '../components/profile-form.tsx'
import { SettingsCard } from '../components/settings-card.tsx'

/** /user/settings: username, password, theme and language. */
export default function UserSettingsPage() {
  return (
    <>
      <PageHeader title={<FormattedMessage id="page.userSettings" />} />
      <Stack spacing={3}>
        <SettingsCard id="settings-profile" title={<FormattedMessage id="settings.profile" />}>
          <ProfileForm />
        </SettingsCard>
        <SettingsCard id="settings-password" title={<FormattedMessage id="settings.password" />} description={<FormattedMessage id="settings.passwordHint" />}>
          <PasswordForm />
        </SettingsCard>
        <SettingsCard id="settings-preferences" title={<FormattedMessage id="settings.preferences" />}>
          <PreferencesForm />
        </SettingsCard>
      </Stack>
    </>
  )
}
