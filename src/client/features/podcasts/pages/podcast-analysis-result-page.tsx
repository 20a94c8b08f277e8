import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useMayCall } from '../../medicheck/lib/use-may-call.ts'
import { useExportPodcastFindings } from '../api/export-podcast-findings.ts'
import { isRunActive, usePodcast } from '../api/get-podcast.ts'
import { useStartPodcastRun } from '../api/start-podcast-run.ts'
import { useTranscribeWaiting } from '../api/transcribe-waiting.ts'
import { TranscriptionCosts } from '../components/transcription-costs.tsx'
import { EpisodeDetail } from '../components/episode-detail.tsx'
import { EpisodeList } from '../components/episode-list.tsx'
import { EpisodeTrendChart } from '../components/episode-trend-chart.tsx'
import { canManagePodcasts, canReadPodcasts } from '../lib/podcast-rights.ts'

/** /ai-services/podcast-analyser/analysis-result/$podcastId: episodes with their results, the trend, one episode in detail. */
export default function PodcastAnalysisResultPage() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const user = useSessionUser()
  const { podcastId } = useParams({ strict: false }) as { podcastId?: string }
  const podcast = usePodcast(podcastId ?? '')
  const analyse = useStartPodcastRun()
  const transcribeAll = useTranscribeWaiting()
  const exportFindings = useExportPodcastFindings()
  // Tenants without the safety inbox keep suspected AEs here as findings (decision 0110); the export takes them out.
  const hasInbox = useMayCall('GET', '/api/medicheck/safety-cases')
  const [chosen, setChosen] = useState<string | null>(null)
  const back = (
    <RouterButton variant="outlined" to="/ai-services/podcast-analyser">
      <FormattedMessage id="podcast.back" />
    </RouterButton>
  )
  if (!canReadPodcasts(user))
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.podcastAnalysisResult" />} />
        <Alert severity="info">
          <FormattedMessage id="podcast.notForGroup" />
        </Alert>
      </>
    )
  const data = podcast.data
  const selected = chosen ?? data?.episodes[0]?.id ?? null
  const run = data?.runs[0]
  const waiting =
    data?.episodes.filter((episode) => ['waiting', 'failed'].includes(episode.transcription?.state ?? ''))
      .length ?? 0
  return (
    <>
      <PageHeader
        title={data ? data.podcast.title : <FormattedMessage id="page.podcastAnalysisResult" />}
        subtitle={
          data &&
          (data.chatModel ? (
            <FormattedMessage id="podcast.model" values={{ label: data.chatModel }} />
          ) : (
            <FormattedMessage id="podcast.noModel" />
          ))
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {back}
            {data && (
              <Button
                variant="outlined"
                disabled={exportFindings.isPending}
                onClick={() =>
                  exportFindings.mutate(
                    { podcastId: data.podcast.id, locale: intl.locale },
                    { onError: (error) => showToast(errors.formText(error) ?? '', 'error') },
                  )
                }
              >
                <FormattedMessage id="podcast.export.button" />
              </Button>
            )}
            {data && canManagePodcasts(user) && data.transcriptionModel && waiting > 0 && (
              <Button
                variant="outlined"
                disabled={transcribeAll.isPending}
                onClick={() =>
                  transcribeAll.mutate(data.podcast.id, {
                    onSuccess: ({ queued }) =>
                      showToast(
                        intl.formatMessage({ id: 'podcast.transcription.queued' }, { count: queued }),
                        'success',
                      ),
                    onError: (error) => showToast(errors.formText(error) ?? '', 'error'),
                  })
                }
              >
                <FormattedMessage id="podcast.transcription.transcribeAll" values={{ count: waiting }} />
              </Button>
            )}
            {data && canManagePodcasts(user) && (
              <Button
                variant="contained"
                disabled={
                  analyse.isPending || isRunActive(run) || data.episodes.length === 0 || !data.chatModel
                }
                onClick={() =>
                  analyse.mutate(data.podcast.id, {
                    onSuccess: () => showToast(intl.formatMessage({ id: 'podcast.runStarted' }), 'success'),
                    onError: (error) => showToast(errors.formText(error) ?? '', 'error'),
                  })
                }
              >
                <FormattedMessage id="podcast.analyse" />
              </Button>
            )}
          </Box>
        }
      />
      {podcast.isLoading && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {podcast.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(podcast.error)}
        </Alert>
      )}
      {run && isRunActive(run) && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          <FormattedMessage
            id="podcast.run.progress"
            values={{ done: run.itemsDone, total: run.itemsTotal }}
          />
        </Alert>
      )}
      {run && run.status === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage
            id="podcast.run.failed"
            values={{
              reason: errors.text({ code: run.errorCode ?? undefined, message: run.errorCode ?? '' }),
            }}
          />
        </Alert>
      )}
      {data && <TranscriptionCosts costs={data.transcriptionCosts} />}
      {data && !hasInbox && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="podcast-no-inbox">
          <FormattedMessage id="podcast.export.noInbox" />
        </Alert>
      )}
      {data && data.episodes.length === 0 && (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="podcast.noEpisodes" />
        </Typography>
      )}
      {data && data.episodes.length > 0 && (
        <>
          <EpisodeTrendChart episodes={data.episodes} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) 2fr' },
              gap: 2,
              alignItems: 'start',
            }}
          >
            <EpisodeList episodes={data.episodes} selected={selected} onSelect={setChosen} />
            {selected && (
              <EpisodeDetail
                key={selected}
                episodeId={selected}
                chatModel={data.chatModel}
                transcriptionModel={data.transcriptionModel}
                canManage={canManagePodcasts(user)}
              />
            )}
          </Box>
        </>
      )}
    </>
  )
}
