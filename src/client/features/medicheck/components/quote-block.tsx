import Typography from '@mui/material/Typography'

/** A finding's quote from the item, as a finding card and a safety case show it. */
export function QuoteBlock({ quote, testId }: { quote: string; testId?: string }) {
  return (
    <Typography
      component="blockquote"
      variant="body2"
      sx={{
        m: 0,
        my: 1,
        pl: 1.5,
        borderLeft: 3,
        borderColor: 'warning.main',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
      data-testid={testId}
    >
      {quote}
    </Typography>
  )
}
