import Typography from '@mui/material/Typography'
import type { HistoryThread } from '../api/get-threads.ts'

/** The matching passage: message text as React text (never HTML), the matched words bold. */
export function SnippetText({ parts }: { parts: NonNullable<HistoryThread['snippet']> }) {
  return (
    <Typography variant="body2" color="textSecondary" component="span" data-testid="snippet">
      …
      {parts.map((part, index) => (part.match ? <strong key={index}>{part.text}</strong> : <span key={index}>{part.text}</span>))}…
    </Typography>
  )
}
