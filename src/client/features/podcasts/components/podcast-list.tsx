import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useDeletePodcast } from '../api/delete-podcast.ts'
import { useFetchPodcast } from '../api/fetch-podcast.ts'
import { usePausePodcast } from '../api/pause-podcast.ts'
import type { Podcast } from '../api/get-podcasts.ts'
import { useStartPodcastRun } from '../api/start-podcast-run.ts'
import { UploadEpisodeDialog } from './upload-episode-dialog.tsx'

/** The tenant's podcasts: how the last fetch went, and (for admins) fetch, upload, analyse, delete. */
export function PodcastList({ podcasts, canManage }: { podcasts: Podcast[]; canManage: boolean }) {
  const [uploadTo, setUploadTo] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Podcast | null>(null)
  if (podcasts.length === 0)
    return (
      <Typography color="textSecondary" role="status">
        <FormattedMessage id={canManage ? 'podcast.empty.admin' : 'podcast.empty'} />
      </Typography>
    )
  return (
    <Box
      component="ul"
      aria-label="podcasts"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {podcasts.map((podcast) => (
        <PodcastRow
          key={podcast.id}
          podcast={podcast}
          canManage={canManage}
          onUpload={() => setUploadTo(podcast.id)}
          onDelete={() => setDeleting(podcast)}
        />
      ))}
      {uploadTo && <UploadEpisodeDialog podcastId={uploadTo} onClose={() => setUploadTo(null)} />}
      {deleting && <DeletePodcastDialog podcast={deleting} onClose={() => setDeleting(null)} />}
    </Box>
  )
}

function PodcastRow({
  podcast,
  canManage,
  onUpload,
  onDelete,
}: {
  podcast: Podcast
  canManage: boolean
  onUpload: () => void
  onDelete: () => void
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const fetchNow = useFetchPodcast()
  const pause = usePausePodcast()
  const paused = podcast.enabled === false
  const analyse = useStartPodcastRun()
  const failed = (error: unknown) => showToast(errors.formText(error) ?? '', 'error')
  return (
    <Paper component="li" variant="outlined" aria-label={podcast.title} sx={{ p: 2, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1, minWidth: 200, overflowWrap: 'anywhere' }}>
          {podcast.title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id={`podcast.kind.${podcast.kind}`} /> ·{' '}
          <FormattedMessage id="podcast.episodeCount" values={{ count: podcast.episodes }} />
          {podcast.kind === 'feed' && (
            <>
              {' '}
              · <FormattedMessage id={`podcast.schedule.${podcast.schedule}`} />
              {paused && (
                <>
                  {' '}
                  · <FormattedMessage id="podcast.paused" />
                </>
              )}
            </>
          )}
        </Typography>
      </Box>
      {podcast.url && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {podcast.url}
        </Typography>
      )}
      {podcast.kind === 'feed' && <FetchStatus podcast={podcast} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <RouterButton
          variant="contained"
          size="small"
          to="/ai-services/podcast-analyser/analysis-result/$podcastId"
          params={{ podcastId: podcast.id }}
        >
          <FormattedMessage id="podcast.openResults" />
        </RouterButton>
        {canManage && (
          <>
            {podcast.kind === 'feed' && (
              <Button
                size="small"
                variant="outlined"
                disabled={fetchNow.isPending}
                onClick={() =>
                  fetchNow.mutate(podcast.id, {
                    onSuccess: (result) =>
                      showToast(
                        intl.formatMessage({
                          id: result.queued ? 'podcast.fetchQueued' : 'podcast.fetchWaiting',
                        }),
                      ),
                    onError: failed,
                  })
                }
              >
                <FormattedMessage id="podcast.fetchNow" />
              </Button>
            )}
            {podcast.kind === 'feed' && (
              <Button
                size="small"
                variant="outlined"
                disabled={pause.isPending}
                onClick={() => pause.mutate({ podcastId: podcast.id, enabled: paused }, { onError: failed })}
              >
                <FormattedMessage id={paused ? 'podcast.resume' : 'podcast.pause'} />
              </Button>
            )}
            <Button size="small" variant="outlined" onClick={onUpload}>
              <FormattedMessage id="podcast.uploadEpisode" />
            </Button>
            <Button
              size="small"
              variant="outlined"
              disabled={analyse.isPending || podcast.episodes === 0}
              onClick={() =>
                analyse.mutate(podcast.id, {
                  onSuccess: () => showToast(intl.formatMessage({ id: 'podcast.runStarted' }), 'success'),
                  onError: failed,
                })
              }
            >
              <FormattedMessage id="podcast.analyse" />
            </Button>
            <Button size="small" color="error" onClick={onDelete}>
              <FormattedMessage id="podcast.delete" />
            </Button>
          </>
        )}
      </Box>
    </Paper>
  )
}

function FetchStatus({ podcast }: { podcast: Podcast }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  if (!podcast.lastFetchedAt)
    return (
      <Typography variant="body2" role="status">
        <FormattedMessage id="podcast.fetch.pending" />
      </Typography>
    )
  const when = intl.formatDate(podcast.lastFetchedAt, { dateStyle: 'medium', timeStyle: 'short' })
  if (podcast.lastStatus === 'failed')
    return (
      <Typography variant="body2" color="error" role="status">
        <FormattedMessage
          id="podcast.fetch.failed"
          values={{
            when,
            reason: errors.text({ code: podcast.lastError ?? undefined, message: podcast.lastError ?? '' }),
          }}
        />
      </Typography>
    )
  return (
    <Typography variant="body2" role="status">
      <FormattedMessage
        id={podcast.lastStatus === 'notModified' ? 'podcast.fetch.notModified' : 'podcast.fetch.ok'}
        values={{ when, added: podcast.lastAdded }}
      />
    </Typography>
  )
}

function DeletePodcastDialog({ podcast, onClose }: { podcast: Podcast; onClose: () => void }) {
  const intl = useIntl()
  const remove = useDeletePodcast()
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>
        <FormattedMessage id="podcast.deleteTitle" />
      </DialogTitle>
      <DialogContent>
        <Typography>
          <FormattedMessage
            id="podcast.deleteText"
            values={{ title: podcast.title, count: podcast.episodes }}
          />
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="podcast.cancel" />
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(podcast.id, {
              onSuccess: () => (
                showToast(intl.formatMessage({ id: 'podcast.deleted' }), 'success'),
                onClose()
              ),
            })
          }
        >
          <FormattedMessage id="podcast.delete" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
