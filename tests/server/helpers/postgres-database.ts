// Throwaway PostgreSQL databases beside DATABASE_URL's, for tests on PostgreSQL.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A new PostgreSQL database next to DATABASE_URL's: empty, or a copy of `template` (a migrated
 * database nobody is connected to); `drop` removes it again.
 */
export async function createPostgresDatabase(baseUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    await admin.query(template ? `create database ${name} template ${pg.escapeIdentifier(template)}` : `create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
