// Shared by the command-line scripts: configuration, the data-directory lock, an open and migrated
// database, and clear messages instead of stack traces for the errors an operator can fix.
import { type ServerConfig, ConfigError, loadConfig } from './config.ts'
import { openDatabase, type DatabaseHandle } from './db/connect.ts'
import { ensureTenantGroups } from './db/users.ts'
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.ts'
import { createPasswordHasher, type PasswordHasher } from './lib/passwords.ts'

/** An error whose message is the whole story for the operator. */
export class CliError extends Error {}

export async function runWithDatabase(task: (context: { config: ServerConfig; database: DatabaseHandle; passwords: PasswordHasher }) => Promise<void>): Promise<void> {
  try {
    const config = loadConfig()
    const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir)
    try {
      const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
      try {
        await database.migrate()
        await ensureTenantGroups(database.db)
        await task({ config, database, passwords: await createPasswordHasher(config.hashCost, { concurrency: 2, queue: 1000 }) })
      } finally {
        await database.close()
      }
    } finally {
      release()
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof CliError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
