import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'

/**
 * Texts for the provider layer's codes (ai.* in the catalogue: content policy, budget, rate limit...),
 * whether they come as a stream event's code or as the code of a refused request.
 */
export function useAiErrorText() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const codeText = useCallback((code: string) => (code in intl.messages ? intl.formatMessage({ id: code }) : intl.formatMessage({ id: 'ai.badResponse' })), [intl])
  const errorText = useCallback(
    (error: unknown) => (error instanceof ApiError && error.code?.startsWith('ai.') && error.code in intl.messages ? intl.formatMessage({ id: error.code }) : errors.formText(error)),
    [intl, errors],
  )
  return { codeText, errorText }
}
