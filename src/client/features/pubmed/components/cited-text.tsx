// Answer text with each [PMID] linked to its PubMed record (the streamed text and the final alike).
import Link from '@mui/material/Link'
import { Fragment } from 'react'
import { pubmedRecordUrl, splitCitations } from '../lib/pubmed-rights.ts'

export function CitedText({ text }: { text: string }) {
  return (
    <>
      {splitCitations(text).map((part, index) =>
        'pmid' in part ? (
          <Link
            key={index}
            href={pubmedRecordUrl(part.pmid)}
            target="_blank"
            rel="noopener noreferrer"
            data-pmid={part.pmid}
          >
            [{part.pmid}]
          </Link>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
