import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { useIntl } from 'react-intl'

/** Text for an ai.* / chat.* code: its catalogue entry, else a general sentence (never a raw stack). */
export function useErrorCodeText() {
  const intl = useIntl()
  return (code: string) => {
    // Refusals carry apiError.* texts; the gateway's ai.* codes have their texts under the code itself.
    const id = [`apiError.${code}`, code].find((candidate) => candidate in intl.messages)
    return intl.formatMessage({ id: id ?? 'chat.error.generic' })
  }
}

/** A failed answer in the answer's place: why, when to try again (429) and a Retry button. */
export function AnswerError({ code, retryAfterMs, onRetry }: { code: string; retryAfterMs?: number | undefined; onRetry: (() => void) | null }) {
  const intl = useIntl()
  const text = useErrorCodeText()
  const seconds = retryAfterMs ? Math.ceil(retryAfterMs / 1000) : null
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {intl.formatMessage({ id: 'chat.retry' })}
          </Button>
        )
      }
    >
      {text(code)}
      {seconds !== null && ` ${intl.formatMessage({ id: 'chat.retryAfter' }, { seconds })}`}
    </Alert>
  )
}
