import Alert from '@mui/material/Alert'
import { FormattedMessage } from 'react-intl'
import { RouterButton } from '../../../components/router-button.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'

/** No image model for the tenant: says so, and tells an admin where to add one. */
export function NoModelNotice() {
  const user = useSessionUser()
  const isAdmin = user?.role === 'ROOT' || user?.role === 'ADMIN'
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 3 }}
      action={isAdmin ? <RouterButton to="/ai-services/assistant-models" color="inherit" size="small"><FormattedMessage id="images.openModels" /></RouterButton> : undefined}
    >
      <FormattedMessage id="images.noModel" /> <FormattedMessage id={isAdmin ? 'images.noModelAdmin' : 'images.noModelUser'} />
    </Alert>
  )
}
