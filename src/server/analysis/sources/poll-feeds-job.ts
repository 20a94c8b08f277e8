// The recurring job `analysis.pollFeeds`: every few minutes, a fetch for each hourly or daily source
// that is due (the fetch's dedupe key keeps one per source waiting). Manual sources are fetched only
// when someone asks ("fetch now").
import { registerJobKind, scheduleRecurring } from '../../jobs/index.ts'
import { enqueueSourceFetch } from './fetch-source-job.ts'
import { dueSources } from './source-queries.ts'

export const pollFeedsJobKind = 'analysis.pollFeeds'
const pollEveryMs = 5 * 60_000

export function registerPollFeedsJob(): void {
  registerJobKind(pollFeedsJobKind, async (_job, { db }) => {
    const due = await dueSources(db, new Date())
    let queued = 0
    for (const source of due)
      if ((await enqueueSourceFetch(db, source.tenantGroup, source.id)) !== null) queued += 1
    return { due: due.length, queued }
  })
  scheduleRecurring(pollFeedsJobKind, pollEveryMs)
}
