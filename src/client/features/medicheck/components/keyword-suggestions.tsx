import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useAddKeyword } from '../api/add-keyword.ts'
import { useKeywordSuggestions } from '../api/get-keyword-suggestions.ts'

/** Own products from the product master that no list has yet, each added to the own-products list with one click. */
export function KeywordSuggestions({ listId }: { listId: string }) {
  const intl = useIntl()
  const suggestions = useKeywordSuggestions(true)
  const add = useAddKeyword()
  if (!suggestions.data || suggestions.data.items.length === 0) return null
  return (
    <Alert severity="info" icon={false} data-testid="medicheck-suggestions">
      <Typography variant="body2" sx={{ mb: 1 }}>
        <FormattedMessage id="medicheck.keywords.suggestions" />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {suggestions.data.items.slice(0, 30).map((suggestion) => (
          <Button
            key={suggestion.term}
            size="small"
            variant="outlined"
            disabled={add.isPending}
            aria-label={intl.formatMessage(
              { id: 'medicheck.keywords.addSuggestion' },
              { term: suggestion.term },
            )}
            onClick={() =>
              add.mutate({ listId, term: suggestion.term, aliases: suggestion.aliases, language: null })
            }
          >
            + {suggestion.term}
          </Button>
        ))}
      </Box>
    </Alert>
  )
}
