// Global setup of the node project: one migrated database that every test's own database is cloned
// from (decision 0059). Opening an empty PGlite runs PGlite's initdb (about 3 s here) and the
// migrations add 0.5 s; loading a dump of a migrated one takes about 1.2 s. On PostgreSQL each test
// database is `create database … template` of one migrated database instead of 24 migrations.
import { rmSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/server/db/connect.ts'
import { createPostgresDatabase } from '../server/helpers/postgres-database.ts'

export interface DatabaseTemplate {
  /** PGlite: a file holding an uncompressed dump of a migrated database. */
  readonly pgliteDumpFile?: string
  /** PostgreSQL: the name of a migrated database that nobody connects to. */
  readonly postgresTemplate?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL
  if (baseUrl) {
    const created = await createPostgresDatabase(baseUrl)
    const handle = await openDatabase({ databaseUrl: created.url, dataDir: 'memory' })
    try {
      await handle.migrate()
    } finally {
      await handle.close()
    }
    project.provide('databaseTemplate', { postgresTemplate: new URL(created.url).pathname.slice(1) })
    return () => created.drop()
  }
  const handle = await openDatabase({ dataDir: 'memory' })
  const directory = mkdtempSync(join(tmpdir(), 'tessera-test-template-'))
  try {
    await handle.migrate()
    const dump = await handle.dump!()
    writeFileSync(join(directory, 'migrated.tar'), Buffer.from(await dump.arrayBuffer()))
  } finally {
    await handle.close()
  }
  project.provide('databaseTemplate', { pgliteDumpFile: join(directory, 'migrated.tar') })
  return () => rmSync(directory, { recursive: true, force: true })
}
