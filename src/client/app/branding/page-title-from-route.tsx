import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useSessionUser } from '../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../lib/use-route-title.ts'
import { brandTitle, writeTabTitle } from './page-title.ts'

/** Names the current route's page in the browser tab, in the language shown (issue 37, item 7). */
export function PageTitleFromRoute() {
  const intl = useIntl()
  const titleId = useRouteTitleId()
  const text = titleId && titleId in intl.messages ? intl.formatMessage({ id: titleId }) : null
  const brand = brandTitle(useSessionUser()?.group)
  useEffect(() => {
    writeTabTitle(brand, text)
    return () => writeTabTitle(brand, null)
  }, [text, brand])
  return null
}
