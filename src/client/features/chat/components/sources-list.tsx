import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import type { Citation } from '../api/chat-types.ts'
import { CitationButton } from './citation-button.tsx'
import { usePlaceText } from './unit-label.tsx'

/** The verified sources under an answer, each opening the same preview as its marker. */
export function SourcesList({ citations, onOpen }: { citations: readonly Citation[]; onOpen: (n: number) => void }) {
  const placeText = usePlaceText()
  if (citations.length === 0) return null
  return (
    <Box component="section" sx={{ mt: 1 }}>
      <Typography variant="caption" color="textSecondary" component="h3">
        <FormattedMessage id="chat.sources" />
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {citations.map((citation) => (
          <Typography component="li" variant="body2" key={citation.n} sx={{ overflowWrap: 'anywhere' }}>
            <CitationButton n={citation.n} onOpen={onOpen} />{' '}
            {citation.kind === 'passage' ? (
              <>
                {citation.filename}
                {placeText(citation) ? ` (${placeText(citation)})` : ''}
              </>
            ) : (
              <Link component="button" type="button" onClick={() => onOpen(citation.n)}>
                {citation.title}
              </Link>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  )
}
