import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import ArrowBack from '@mui/icons-material/ArrowBack'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSafetyCases } from '../api/get-safety-cases.ts'
import { DigestPanel } from './digest-panel.tsx'
import { NotificationRulesPanel } from './notification-rules-panel.tsx'
import { SafetyCaseCard } from './safety-case-card.tsx'

const FILTERS = ['open', 'exported', 'closed', 'all'] as const
type Filter = (typeof FILTERS)[number]

/** The safety inbox (suspected AEs forwarded by a reviewer or sent by a rule), the notification rules and the digest below it. */
export function SafetyInboxView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [filter, setFilter] = useState<Filter>('open')
  const cases = useSafetyCases(filter === 'all' ? undefined : filter)
  const list = cases.data?.items ?? []
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="medicheck.inbox.intro" />}
        actions={
          <RouterButton to="/ai-services/medichek-analysis" variant="text" startIcon={<ArrowBack />}>
            <FormattedMessage id="medicheck.inbox.back" />
          </RouterButton>
        }
      />
      <Tabs
        value={filter}
        onChange={(_event, next: Filter) => setFilter(next)}
        aria-label={intl.formatMessage({ id: 'medicheck.inbox.status' })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {FILTERS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={
              value === 'open' && cases.data && filter === 'open'
                ? intl.formatMessage({ id: 'medicheck.inbox.openCount' }, { count: cases.data.openCount })
                : intl.formatMessage({
                    id: value === 'all' ? 'medicheck.filter.all' : `medicheck.caseStatus.${value}`,
                  })
            }
          />
        ))}
      </Tabs>
      {cases.isFetching && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {cases.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(cases.error)}
        </Alert>
      )}
      {cases.data && list.length === 0 && (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="medicheck.inbox.empty" />
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {list.map((entry) => (
          <SafetyCaseCard key={`${entry.id}:${entry.status}`} entry={entry} />
        ))}
      </Box>
      <NotificationRulesPanel />
      <DigestPanel />
    </>
  )
}
