// Starts the job runner once every plugin has registered its job kinds, and stops it when the app
// closes: preClose, so running jobs are aborted and handed back while the database is still open.
import fp from 'fastify-plugin'
import { JobRunner } from '../jobs/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when JOBS_ENABLED=false: jobs are queued but this process runs none. */
    jobRunner: JobRunner | null
  }
}

export default fp(
  async (app) => {
    const runner = app.config.jobsEnabled
      ? new JobRunner({ db: app.db, log: app.log.child({ component: 'jobs' }), pollMs: app.config.jobPollMs, retryBaseMs: app.config.jobRetryBaseMs })
      : null
    app.decorate('jobRunner', runner)
    if (!runner) return
    app.addHook('onReady', async () => runner.start())
    app.addHook('preClose', async () => runner.stop())
  },
  { name: 'jobs', dependencies: ['database'] },
)
