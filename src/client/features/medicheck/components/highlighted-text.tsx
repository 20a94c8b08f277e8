import Box from '@mui/material/Box'
import { useIntl } from 'react-intl'
import { highlightSegments, type Highlight } from '../lib/highlight-segments.ts'

/**
 * An item's text with the findings' quotes and the keyword hits marked. Always text nodes: whatever
 * a feed or a page brought (markup included) is shown, never rendered.
 */
export function HighlightedText({
  text,
  highlights,
  focused,
}: {
  text: string
  highlights: readonly Highlight[]
  focused?: string | null
}) {
  const intl = useIntl()
  const segments = highlightSegments(text, highlights)
  return (
    <Box
      component="div"
      data-testid="medicheck-item-text"
      sx={{
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        lineHeight: 1.7,
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      {segments.map((segment, index) => {
        if (segment.marks.length === 0) return <span key={index}>{segment.text}</span>
        const quote = segment.marks.some((mark) => mark.kind === 'quote')
        const hit = segment.marks.some((mark) => mark.kind === 'hit')
        // A keyword inside a quote is both: the hit's colour, the quote's underline.
        const isFocused = segment.marks.some((mark) => mark.id === focused)
        return (
          <Box
            component="mark"
            key={index}
            data-kind={[quote && 'quote', hit && 'hit'].filter(Boolean).join(' ')}
            data-focused={isFocused || undefined}
            title={[
              quote && intl.formatMessage({ id: 'medicheck.item.quoteMark' }),
              hit && intl.formatMessage({ id: 'medicheck.item.hitMark' }),
            ]
              .filter(Boolean)
              .join(' · ')}
            sx={{
              color: 'inherit',
              borderRadius: 0.5,
              px: 0.25,
              bgcolor: hit ? 'info.light' : 'warning.light',
              ...(quote ? { textDecoration: 'underline', textDecorationThickness: 2 } : {}),
              ...(isFocused ? { outline: 2, outlineColor: 'warning.dark', outlineStyle: 'solid' } : {}),
            }}
          >
            {segment.text}
          </Box>
        )
      })}
    </Box>
  )
}
