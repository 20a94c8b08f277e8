// Opens the database, applies migrations and creates the manifest's groups; closes it with the app.
import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../db/connect.ts'
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
    if (owned) app.addHook('onClose', () => handle.close())
  },
  { name: 'database' },
)
