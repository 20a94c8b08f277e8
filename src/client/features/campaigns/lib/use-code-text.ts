// The text of an error code kept on a row (a sync's, a summary's, a draft's): campaigns.* codes are
// apiError.* messages, the gateway's ai.* codes are messages of their own; a request's error the same
// way, including the 502s the connection check answers (Mailchimp unreachable), whose codes say why.
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'

export function useCodeText() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const codeText = useCallback(
    (code: string) => {
      if (`apiError.${code}` in intl.messages) return intl.formatMessage({ id: `apiError.${code}` })
      if (code in intl.messages) return intl.formatMessage({ id: code })
      return intl.formatMessage({ id: 'apiError.unknown' }, { status: code })
    },
    [intl],
  )
  const requestText = useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.code && `apiError.${error.code}` in intl.messages
        ? codeText(error.code)
        : errors.formText(error),
    [codeText, errors, intl],
  )
  return { codeText, requestText }
}

/** 0.0412 → "4,1 %" in the user's locale; null → the dash. */
export function usePercent() {
  const intl = useIntl()
  return useCallback(
    (value: number | null | undefined) =>
      value === null || value === undefined
        ? intl.formatMessage({ id: 'campaignLibrary.none' })
        : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }),
    [intl],
  )
}
