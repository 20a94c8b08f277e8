import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { usePodcasts } from '../api/get-podcasts.ts'
import { AddPodcastForm } from '../components/add-podcast-form.tsx'
import { KeywordPanel } from '../components/keyword-panel.tsx'
import { PodcastList } from '../components/podcast-list.tsx'
import { PodcastPromptPanel } from '../components/podcast-prompt-panel.tsx'
import { canManagePodcasts, canReadPodcasts } from '../lib/podcast-rights.ts'

/** /ai-services/podcast-analyser: the tenant's podcasts; admins subscribe feeds, upload episodes, fetch and analyse. */
export default function PodcastAnalyserPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.podcastAnalyser'
  const user = useSessionUser()
  const allowed = canReadPodcasts(user)
  const canManage = canManagePodcasts(user)
  const podcasts = usePodcasts()
  const errors = useApiErrorText()
  const header = (
    <PageHeader
      title={<FormattedMessage id={titleId} />}
      subtitle={<FormattedMessage id="podcast.intro" />}
    />
  )
  if (!allowed)
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="podcast.notForGroup" />
        </Alert>
      </>
    )
  const transcription = podcasts.data?.transcriptionModel ?? null
  const price = podcasts.data?.transcriptionPrice ?? null
  return (
    <>
      {header}
      {podcasts.isLoading && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {podcasts.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(podcasts.error)}
        </Alert>
      )}
      {podcasts.data && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }} role="note">
          {transcription ? (
            <>
              <FormattedMessage id="podcast.transcriptionModel" values={{ label: transcription }} />{' '}
              {/* The catalogue's price, set by the ROOT of PARENT on the models page (decision 0113). */}
              {price === null ? (
                <FormattedMessage id="podcast.price.missing" values={{ label: transcription }} />
              ) : (
                <FormattedMessage
                  id="podcast.price.catalogue"
                  values={{
                    label: transcription,
                    price: intl.formatNumber(price, { maximumFractionDigits: 4 }),
                  }}
                />
              )}
            </>
          ) : (
            <FormattedMessage id="podcast.noTranscriptionModel" />
          )}
        </Typography>
      )}
      {canManage && <AddPodcastForm />}
      <KeywordPanel canManage={canManage} />
      {canManage && <PodcastPromptPanel />}
      {podcasts.data && <PodcastList podcasts={podcasts.data.items} canManage={canManage} />}
    </>
  )
}
