import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Pagination from '@mui/material/Pagination'
import Typography from '@mui/material/Typography'
import { useDeferredValue, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useCampaigns, type LibraryQuery } from '../api/get-campaigns.ts'
import { CampaignTable } from '../components/campaign-table.tsx'
import { ConnectionPanel } from '../components/connection-panel.tsx'
import { LibraryFilters } from '../components/library-filters.tsx'
import { canUseCampaignLibrary } from '../lib/campaign-rights.ts'
import { useCodeText, usePercent } from '../lib/use-code-text.ts'

const pageSize = 50

/** /ai-services/mailchimp-library (NERES, ADMIN and up): the connection, search, filters, KPIs. */
export default function CampaignLibraryPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.mailchimpLibrary'
  const { requestText } = useCodeText()
  const percent = usePercent()
  const allowed = canUseCampaignLibrary(useSessionUser())
  // relevance: by search rank when there are search words, by date when not (the server's default).
  const [query, setQuery] = useState<LibraryQuery>({ sort: 'relevance', order: 'desc' })
  const [page, setPage] = useState(1)
  const deferred = useDeferredValue(query)
  const library = useCampaigns({ ...deferred, limit: pageSize, offset: (page - 1) * pageSize }, allowed)
  const change = (part: Partial<LibraryQuery>) => {
    // The first search words rank the list by relevance; a KPI sort chosen afterwards stays.
    setQuery((current) => ({
      ...current,
      ...(part.q && !current.q ? { sort: 'relevance', order: 'desc' } : {}),
      ...part,
    }))
    setPage(1)
  }
  const searching = Boolean(query.q?.trim())
  // The column the table marks: none while ranked by relevance, the date when there is nothing to rank.
  const shownSort = query.sort === 'relevance' ? (searching ? null : 'sentAt') : (query.sort ?? 'sentAt')
  const sortBy = (sort: NonNullable<LibraryQuery['sort']>) =>
    change({ sort, order: shownSort === sort && query.order === 'desc' ? 'asc' : 'desc' })
  const data = library.data
  if (!allowed)
    return (
      <>
        <PageHeader title={<FormattedMessage id={titleId} />} />
        <Alert severity="info">
          <FormattedMessage id="campaignLibrary.notForGroup" />
        </Alert>
      </>
    )
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="campaignLibrary.intro" />}
      />
      <ConnectionPanel />
      <LibraryFilters query={query} facets={data?.facets} onChange={change} />
      {data && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="caption" color="textSecondary" component="p" role="note">
            {data.semanticSearch ? (
              <FormattedMessage id="campaignLibrary.semanticOn" />
            ) : (
              <FormattedMessage
                id="campaignLibrary.semanticUnavailable"
                values={{
                  reason: intl.formatMessage({
                    id: `campaignLibrary.semanticMissing.${data.semanticSearchMissing ?? 'embeddingsModel'}`,
                  }),
                }}
              />
            )}{' '}
            {(data.campaignsWithoutVector ?? 0) > 0 && (
              <FormattedMessage
                id="campaignLibrary.semanticPending"
                values={{ count: data.campaignsWithoutVector }}
              />
            )}
          </Typography>
          {searching && query.sort !== 'relevance' && (
            <Button size="small" onClick={() => change({ sort: 'relevance', order: 'desc' })}>
              <FormattedMessage id="campaignLibrary.sortRelevance" />
            </Button>
          )}
        </Box>
      )}
      {library.isFetching && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 1 }} />
      )}
      {library.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {requestText(library.error)}
        </Alert>
      )}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="subtitle1" role="status">
              <FormattedMessage id="campaignLibrary.total" values={{ count: data.total }} />
            </Typography>
            {data.medians.clickRate !== null && (
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage
                  id="campaignLibrary.medianClickRate"
                  values={{ rate: percent(data.medians.clickRate) }}
                />
              </Typography>
            )}
          </Box>
          {data.items.length === 0 ? (
            <Typography color="textSecondary">
              <FormattedMessage id="campaignLibrary.empty" />
            </Typography>
          ) : (
            <CampaignTable
              items={data.items}
              sort={shownSort}
              order={query.order ?? 'desc'}
              onSort={sortBy}
            />
          )}
          {data.total > pageSize && (
            <Pagination
              sx={{ mt: 1 }}
              count={Math.ceil(data.total / pageSize)}
              page={page}
              onChange={(_event, value) => setPage(value)}
            />
          )}
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1 }} role="note">
            <FormattedMessage id="campaignLibrary.mppNote" />
          </Typography>
        </>
      )}
    </>
  )
}
