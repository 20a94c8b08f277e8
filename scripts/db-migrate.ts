// npm run db:migrate: applies pending migrations to the configured database (PGlite in DATA_DIR or DATABASE_URL).
import { ConfigError, loadConfig } from '../src/server/config.ts'
import { openDatabase } from '../src/server/db/connect.ts'
import { ensureTenantGroups } from '../src/server/db/users.ts'
import { DataDirLockedError, lockDataDir } from '../src/server/lib/data-dir-lock.ts'

try {
  const config = loadConfig()
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    await ensureTenantGroups(database.db)
    console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`)
  } finally {
    await database.close()
    release()
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
