import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import { Link as RouterLink } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CampaignListItem, LibraryQuery } from '../api/get-campaigns.ts'
import { usePercent } from '../lib/use-code-text.ts'

type Sort = NonNullable<LibraryQuery['sort']>

interface Props {
  items: CampaignListItem[]
  /** The column the list is sorted on; null: ranked by relevance. */
  sort: Sort | null
  order: 'asc' | 'desc'
  onSort: (sort: Sort) => void
}

const columns: { id: string; sort?: Sort; numeric?: boolean }[] = [
  { id: 'subject' },
  { id: 'sentAt', sort: 'sentAt' },
  { id: 'audience' },
  { id: 'emailsSent', sort: 'emailsSent', numeric: true },
  { id: 'clickRate', sort: 'clickRate', numeric: true },
  { id: 'uniqueClicks', sort: 'uniqueClicks', numeric: true },
  { id: 'openRate', sort: 'openRate', numeric: true },
  { id: 'unsubscribes', sort: 'unsubscribes', numeric: true },
]

/** The campaigns with their KPIs; click rate first among the rates and in bold; every KPI sorts. */
export function CampaignTable({ items, sort, order, onSort }: Props) {
  const intl = useIntl()
  const percent = usePercent()
  const number = (value: number | null) =>
    value === null ? intl.formatMessage({ id: 'campaignLibrary.none' }) : intl.formatNumber(value)
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'page.mailchimpLibrary' })}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell
              key={column.id}
              align={column.numeric ? 'right' : 'left'}
              sortDirection={column.sort === sort ? order : false}
            >
              {column.sort ? (
                <TableSortLabel
                  active={column.sort === sort}
                  direction={column.sort === sort ? order : 'desc'}
                  onClick={() => onSort(column.sort!)}
                >
                  <FormattedMessage id={`campaignLibrary.column.${column.id}`} />
                </TableSortLabel>
              ) : (
                <FormattedMessage id={`campaignLibrary.column.${column.id}`} />
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover>
            <TableCell>
              <RouterLink to="/ai-services/mailchimp-library/$campaignId" params={{ campaignId: item.id }}>
                {item.subject || item.title}
              </RouterLink>
            </TableCell>
            <TableCell>
              {item.sentAt ? intl.formatDate(item.sentAt, { dateStyle: 'medium' }) : number(null)}
            </TableCell>
            <TableCell>{item.audienceName ?? number(null)}</TableCell>
            <TableCell align="right">{number(item.emailsSent)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 'bold' }}>
              {percent(item.clickRate)}
            </TableCell>
            <TableCell align="right">{number(item.uniqueClicks)}</TableCell>
            <TableCell align="right">{percent(item.openRate)}</TableCell>
            <TableCell align="right">{number(item.unsubscribes)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
