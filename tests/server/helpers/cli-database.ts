// An empty database for the command-line scripts (db:migrate, user:create, seed:demo, start): a new
// PostgreSQL database when DATABASE_URL is set (CI's PostgreSQL run), otherwise an empty DATA_DIR for
// the embedded database. Either way the scripts run against what the suite runs against.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.ts'
import { createPostgresDatabase } from './postgres-database.ts'

export interface CliDatabase {
  readonly kind: 'pglite' | 'postgres'
  readonly dataDir: string
  /** process.env with DATA_DIR and DATABASE_URL ('' for the embedded database) set for the scripts. */
  readonly env: NodeJS.ProcessEnv
  /** Opens the database from the test; close it before a script uses the embedded one again. */
  open(): Promise<DatabaseHandle>
  remove(): Promise<void>
}

export async function createCliDatabase(): Promise<CliDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-'))
  const baseUrl = process.env.DATABASE_URL
  const postgres = baseUrl ? await createPostgresDatabase(baseUrl) : undefined
  return {
    kind: postgres ? 'postgres' : 'pglite',
    dataDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '', LOG_LEVEL: 'warn' },
    open: () => openDatabase({ databaseUrl: postgres?.url, dataDir }),
    remove: async () => {
      await postgres?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
