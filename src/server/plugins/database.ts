// Opens the database, applies migrations and creates the manifest's groups; closes it with the app.
// On PGlite it also schedules the planner statistics job, PGlite having no autovacuum.
import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../db/connect.ts'
import { refreshPlannerStatistics, statisticsEveryMs, statisticsJobKind } from '../db/planner-statistics.ts'
import { registerJobKind, scheduleRecurring } from '../jobs/index.ts'
import { ensureTenantGroups } from '../db/users.ts'
import { syncFixedAssistants } from '../chat/assistants/fixed-assistants.ts'
import { detectVectorSearch } from '../knowledge/vector-search.ts'

export interface DatabasePluginOptions {
  /** An already open database (tests, several instances on one database). */
  readonly handle?: DatabaseHandle
  /** Whether the app closes the database on close; true when it opened it. */
  readonly owned?: boolean
}

export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle =
      options.handle ??
      (await openDatabase({
        databaseUrl: app.config.databaseUrl,
        dataDir: app.config.dataDir,
        onPoolError: (error) => app.log.warn({ err: error }, 'database connection lost'),
      }))
    const owned = options.owned ?? !options.handle
    await handle.migrate()
    await detectVectorSearch(handle.db, app.log)
    await ensureTenantGroups(handle.db)
    await syncFixedAssistants(handle.db)
    app.decorate('database', handle)
    app.decorate('db', handle.db)
    if (handle.kind === 'pglite') {
      registerJobKind(statisticsJobKind, async (_job, { db, signal }) => refreshPlannerStatistics(db, signal))
      scheduleRecurring(statisticsJobKind, statisticsEveryMs)
    }
    if (owned) app.addHook('onClose', () => handle.close())
  },
  { name: 'database' },
)
