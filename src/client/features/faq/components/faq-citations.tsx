import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { FaqEntry } from '../api/get-faq-entries.ts'

/** An answer's sources as numbered citations: document, page (or slide, section), and the words quoted. Text only. */
export function FaqCitations({ citations }: { citations: FaqEntry['citations'] }) {
  const intl = useIntl()
  if (citations.length === 0) return null
  const place = (citation: FaqEntry['citations'][number]) => {
    if (citation.kind !== 'passage') return citation.title
    const unit = citation.unitNumber !== null ? intl.formatMessage({ id: `chat.unit.${citation.unitKind}`, defaultMessage: `${citation.unitKind} {number}` }, { number: citation.unitNumber }) : ''
    return [citation.filename, unit, citation.heading].filter(Boolean).join(', ')
  }
  return (
    <Box component="section" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        <FormattedMessage id="faq.sources" />
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {citations.map((citation) => (
          <Box component="li" key={citation.n} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              [{citation.n}] {place(citation)}
            </Typography>
            {citation.quote && (
              <Typography variant="body2" color="textSecondary" sx={{ pl: 2, fontStyle: 'italic' }}>
                {citation.quote}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  )
}
