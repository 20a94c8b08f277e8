import { useIntl } from 'react-intl'

/** The thin bar at the top while the session or a page is loading (plain CSS: it shows before MUI). */
export function ProgressBar() {
  const intl = useIntl()
  return <div className="tsr-progress" role="progressbar" aria-label={intl.formatMessage({ id: 'app.loading' })} data-testid="app-progress" />
}
