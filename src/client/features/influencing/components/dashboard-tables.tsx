import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { InfluencingDashboard } from '../api/get-dashboard.ts'
import { formatCount, formatRate } from './figure-format.ts'

function TableCard({
  titleId,
  headers,
  children,
}: {
  titleId: string
  headers: string[]
  children: ReactNode
}) {
  const intl = useIntl()
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3, overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Table size="small" aria-label={intl.formatMessage({ id: titleId })}>
        <TableHead>
          <TableRow>
            {headers.map((id) => (
              <TableCell key={id}>
                <FormattedMessage id={`influencing.column.${id}`} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </Paper>
  )
}

/** Per ambassador, top posts, topics and own products: the figures behind the charts. */
export function DashboardTables({ dashboard }: { dashboard: InfluencingDashboard }) {
  const intl = useIntl()
  const n = (value: number | null | undefined) => formatCount(intl, value)
  const { products } = dashboard
  return (
    <Box>
      <TableCard
        titleId="influencing.table.ambassadors"
        headers={[
          'ambassador',
          'posts',
          'impressions',
          'membersReached',
          'engagements',
          'engagementRate',
          'lastPostOn',
        ]}
      >
        {dashboard.ambassadors.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{n(row.posts)}</TableCell>
            <TableCell>{n(row.impressions)}</TableCell>
            <TableCell>{n(row.membersReached)}</TableCell>
            <TableCell>{n(row.engagements)}</TableCell>
            <TableCell>{formatRate(intl, row.engagementRate)}</TableCell>
            <TableCell>{row.lastPostOn ?? '–'}</TableCell>
          </TableRow>
        ))}
      </TableCard>
      <TableCard
        titleId="influencing.table.topPosts"
        headers={['ambassador', 'publishedOn', 'url', 'impressions', 'engagements', 'engagementRate']}
      >
        {dashboard.topPosts.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.ambassadorName}</TableCell>
            <TableCell>{row.publishedOn}</TableCell>
            <TableCell>
              <Link href={row.url} target="_blank" rel="noopener noreferrer">
                {row.url.replace(/^https:\/\/(www\.)?/, '')}
              </Link>
            </TableCell>
            <TableCell>{n(row.impressions)}</TableCell>
            <TableCell>{n(row.engagements)}</TableCell>
            <TableCell>{formatRate(intl, row.engagementRate)}</TableCell>
          </TableRow>
        ))}
      </TableCard>
      <TableCard
        titleId="influencing.table.topics"
        headers={['topic', 'posts', 'impressions', 'engagements', 'engagementRate']}
      >
        {dashboard.topics.map((row) => (
          <TableRow key={row.name}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{n(row.posts)}</TableCell>
            <TableCell>{n(row.impressions)}</TableCell>
            <TableCell>{n(row.engagements)}</TableCell>
            <TableCell>{formatRate(intl, row.engagementRate)}</TableCell>
          </TableRow>
        ))}
      </TableCard>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }}>
        <Typography variant="subtitle1" component="h2">
          <FormattedMessage id="influencing.products.title" />
        </Typography>
        <Typography data-testid="product-share">
          {!products.readable ? (
            <FormattedMessage id="influencing.products.notReadable" />
          ) : products.share === null ? (
            <FormattedMessage id="influencing.products.noPosts" />
          ) : (
            <FormattedMessage
              id="influencing.products.share"
              values={{
                share: formatRate(intl, products.share),
                naming: products.postsNaming,
                posts: dashboard.totals.posts,
                terms: products.terms,
              }}
            />
          )}
        </Typography>
        {products.named.length > 0 && (
          <Typography variant="body2" color="textSecondary">
            {products.named.map((entry) => `${entry.term} (${entry.posts})`).join(', ')}
          </Typography>
        )}
      </Paper>
    </Box>
  )
}
