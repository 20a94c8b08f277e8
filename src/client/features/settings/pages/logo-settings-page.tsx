import UploadIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useLogo } from '../../../lib/branding/logo-context.tsx'
import { SettingsCard } from '../components/settings-card.tsx'
import { detectImageType, MAX_LOGO_BYTES, toDataUrl } from '../lib/detect-image-type.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'

/** /user/logo-settings: a custom logo for the parent group and DEMO, checked by content and size. */
export default function LogoSettingsPage() {
  const intl = useIntl()
  const logo = useLogo()
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    setError(null)
    setPreview(null)
    if (!file) return
    if (file.size > MAX_LOGO_BYTES) return setError(intl.formatMessage({ id: 'logo.tooLarge' }, { max: MAX_LOGO_BYTES / 1024 }))
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = detectImageType(bytes)
    if (!type) return setError(intl.formatMessage({ id: 'logo.wrongType' }))
    setPreview(toDataUrl(bytes, type))
  }
  const save = () => {
    if (!preview) return
    logo.setCustomLogo(preview)
    setPreview(null)
    showToast(intl.formatMessage({ id: 'logo.saved' }), 'success')
  }
  const reset = () => {
    logo.resetCustomLogo()
    setPreview(null)
    showToast(intl.formatMessage({ id: 'logo.resetDone' }), 'info')
  }

  return (
    <>
      <PageHeader title={<FormattedMessage id="page.logoSettings" />} />
      <SettingsCard id="logo-upload" title={<FormattedMessage id="logo.title" />} description={<FormattedMessage id="logo.hint" values={{ max: MAX_LOGO_BYTES / 1024 }} />}>
        {!logo.canCustomize ? (
          <Alert severity="info">
            <FormattedMessage id="logo.notAllowed" />
          </Alert>
        ) : (
          <Stack spacing={2.5}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              <div>
                <Typography variant="overline" color="textSecondary">
                  <FormattedMessage id={preview ? 'logo.preview' : 'logo.current'} />
                </Typography>
                <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 220, minHeight: 80, display: 'grid', placeItems: 'center' }}>
                  <Box component="img" src={preview ?? logo.src} alt={intl.formatMessage({ id: preview ? 'logo.preview' : 'logo.current' })} sx={{ maxWidth: logo.maxWidth, maxHeight: 60 }} data-testid="logo-preview" />
                </Box>
              </div>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component="label" variant="outlined" startIcon={<UploadIcon />}>
                <FormattedMessage id="logo.choose" />
                <input hidden type="file" accept="image/png,image/jpeg,image/webp,image/svg+xml" onChange={(event) => void pick(event)} data-testid="logo-file" />
              </Button>
              <Button variant="contained" onClick={save} disabled={!preview}>
                <FormattedMessage id="logo.save" />
              </Button>
              <Button color="inherit" onClick={reset} disabled={!logo.customLogo && !preview}>
                <FormattedMessage id="logo.reset" />
              </Button>
            </Stack>
          </Stack>
        )}
      </SettingsCard>
    </>
  )
}
