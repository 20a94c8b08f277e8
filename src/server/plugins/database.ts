// Opens the database, applies migrations and creates the manifest's groups; closes it with the app.
import fp from 'fastify-plugin'
import { openDatabase, type DatabaseHandle } from '../db/connect.ts'
import { ensureTenantGroups } from '../db/users.ts'

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
    await ensureTenantGroups(handle.db)
    app.decorate('database', handle)
    app.decorate('db', handle.db)
    // On PostgreSQL the notification of this instance's own write arrives asynchronously too: a
    // request that may have written empties the cache before its answer leaves, so the caller's next
    // request reads the database (decision 0032).
    if (handle.kind === 'postgres' && handle.sessionCache) {
      const cache = handle.sessionCache
      app.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') cache.clear()
      })
    }
    if (owned) app.addHook('onClose', () => handle.close())
  },
  { name: 'database' },
)
