import { useCallback } from 'react'
import { useIntl } from 'react-intl'

/**
 * A failure code as text: podcast.* and analysisFetch.* codes have their apiError.* entry, the
 * provider layer's ai.* codes are catalogue keys of their own; an unknown code is shown as it is.
 */
export function useReasonText() {
  const intl = useIntl()
  return useCallback(
    (code: string | null | undefined) => {
      if (!code) return ''
      if (`apiError.${code}` in intl.messages) return intl.formatMessage({ id: `apiError.${code}` })
      if (code in intl.messages) return intl.formatMessage({ id: code })
      return code
    },
    [intl],
  )
}
