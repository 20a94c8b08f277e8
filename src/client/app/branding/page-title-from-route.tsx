import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useRouteTitleId } from '../../lib/use-route-title.ts'
import { setPageTitlePart } from './page-title.ts'

/** Names the current route's page in the browser tab, in the language shown (issue 37, item 7). */
export function PageTitleFromRoute() {
  const intl = useIntl()
  const titleId = useRouteTitleId()
  const text = titleId && titleId in intl.messages ? intl.formatMessage({ id: titleId }) : null
  useEffect(() => {
    setPageTitlePart(text)
    return () => setPageTitlePart(null)
  }, [text])
  return null
}
