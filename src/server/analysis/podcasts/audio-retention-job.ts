// The recurring job `podcast.audioRetention`: stored episode audio goes when the tenant's retention ends.
import { registerJobKind, scheduleRecurring } from '../../jobs/index.ts'
import { dropExpiredAudio } from './episode-audio.ts'

export const audioRetentionJobKind = 'podcast.audioRetention'

export function registerAudioRetentionJob(): void {
  registerJobKind(audioRetentionJobKind, async (_job, { db }) => ({
    dropped: await dropExpiredAudio(db, new Date()),
  }))
  scheduleRecurring(audioRetentionJobKind, 60 * 60_000)
}
