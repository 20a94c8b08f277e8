import InboxOutlined from '@mui/icons-material/InboxOutlined'
import { useIntl } from 'react-intl'
import { RouterButton } from '../../../components/router-button.tsx'
import { useSafetyCases } from '../api/get-safety-cases.ts'

/** The way to the safety inbox (its menu entry stays disabled), with how many cases are open. */
export function SafetyInboxLink() {
  const intl = useIntl()
  const cases = useSafetyCases('open')
  const count = cases.data?.openCount
  return (
    <RouterButton
      to="/ai-services/medichek-notifications"
      variant="outlined"
      color="warning"
      startIcon={<InboxOutlined />}
      data-testid="medicheck-inbox-link"
    >
      {count === undefined
        ? intl.formatMessage({ id: 'medicheck.inbox.link' })
        : intl.formatMessage({ id: 'medicheck.inbox.linkCount' }, { count })}
    </RouterButton>
  )
}
