import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import type { ItemResult } from '../api/medicheck-types.ts'

/** The products a PV-screening output names (the validated output, as the run stored it). */
const productsOf = (result: ItemResult): string[] => {
  const products = result.output?.products
  return Array.isArray(products)
    ? products.filter((product): product is string => typeof product === 'string')
    : []
}

/** Every result an item has, newest first: each keeps its prompt version and model; a failed one says why and shows nothing as real. */
export function ResultList({ results }: { results: readonly ItemResult[] }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  if (results.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="medicheck.item.noResults" />
      </Typography>
    )
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {results.map((result) => (
        <Paper
          key={result.id}
          variant="outlined"
          sx={{ p: 1.5, borderRadius: 2 }}
          data-testid="medicheck-result"
        >
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="medicheck.result.meta"
              values={{
                profile: result.profile
                  ? intl.formatMessage({ id: `medicheck.profile.${result.profile}` })
                  : '–',
                version: result.promptVersion,
                model: result.modelLabel ?? '–',
                date: result.createdAt
                  ? intl.formatDate(result.createdAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : '–',
              }}
            />
          </Typography>
          {result.status === 'failed' ? (
            <Typography variant="body2" color="error">
              <FormattedMessage
                id="medicheck.result.failed"
                values={{
                  reason: result.errorCode
                    ? errors.text({ code: result.errorCode, message: result.errorCode })
                    : '–',
                }}
              />
            </Typography>
          ) : (
            <>
              {productsOf(result).length > 0 && (
                <Typography variant="body2">
                  <FormattedMessage
                    id="medicheck.result.products"
                    values={{ products: productsOf(result).join(', ') }}
                  />
                </Typography>
              )}
              {result.relevance !== null && (
                <Typography variant="body2">
                  <FormattedMessage
                    id="medicheck.result.relevance"
                    values={{ relevance: result.relevance }}
                  />
                </Typography>
              )}
              {result.summary && (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {result.summary}
                </Typography>
              )}
            </>
          )}
        </Paper>
      ))}
    </Box>
  )
}
