// The evidence table: one row per cited record (title linked to PubMed, year, journal, study type, n).
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, FormattedNumber } from 'react-intl'
import type { PubmedQuestion } from '../api/get-question.ts'
import { pubmedRecordUrl } from '../lib/pubmed-rights.ts'

const notStated = <FormattedMessage id="pubmed.evidence.notStated" />

const columns = ['pmid', 'title', 'year', 'journal', 'studyType', 'n'] as const

export function EvidenceTable({ evidence }: { evidence: PubmedQuestion['evidence'] }) {
  return (
    <Table size="small" aria-labelledby="pubmed-evidence-title">
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>
              <FormattedMessage id={`pubmed.evidence.${column}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {evidence.map((row) => (
          <TableRow key={row.pmid}>
            <TableCell>
              <Link href={pubmedRecordUrl(row.pmid)} target="_blank" rel="noopener noreferrer">
                {row.pmid}
              </Link>
            </TableCell>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.year ?? notStated}</TableCell>
            <TableCell>{row.journal ?? notStated}</TableCell>
            <TableCell>{row.studyType ?? notStated}</TableCell>
            <TableCell>{row.n === null ? notStated : <FormattedNumber value={row.n} />}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
