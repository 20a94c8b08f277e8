// Large byte values (uploaded files) written and read in parts of at most 256 KB, one statement per
// part with a turn of the event loop between them. PGlite runs every statement on the server's own
// event loop: one 10 MB bytea statement stalled every request for 2 to 6 s, a 256 KB part costs a few
// milliseconds (docs/decisions/0051). On PGlite a part goes in through PGlite's /dev/blob device and
// pg_read_binary_file rather than as a parameter, which PGlite would send as hex text through its
// JavaScript protocol writer at four to five times the cost. PostgreSQL gets the part as a binary
// parameter; the parts are the same on both.
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Database } from './connect.ts'

export const bytesPerPart = 256 * 1024

/** A table holding values in parts: one row per part, `seq` counting from 0 within a key. */
export interface PartsTable {
  readonly name: string
  readonly key: string
  readonly seq: string
  readonly part: string
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

type Client = pg.Pool | PGlite
const clientOf = (db: Database) => (db as unknown as { $client: Client }).$client

/**
 * Writes `bytes` as parts `0..n-1` of `key`, each its own statement (so, without a transaction
 * around them, a failure can leave some parts: the caller deletes them, or the row they belong to).
 */
export async function writeByteParts(db: Database, table: PartsTable, key: string, bytes: Uint8Array): Promise<void> {
  const client = clientOf(db)
  const insert = (value: string) =>
    `insert into ${quote(table.name)} (${quote(table.key)}, ${quote(table.seq)}, ${quote(table.part)}) values ($1, $2, ${value})`
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let start = 0, seq = 0; start < buffer.length || seq === 0; start += bytesPerPart, seq++) {
    const part = buffer.subarray(start, start + bytesPerPart)
    if (client instanceof pg.Pool) await client.query(insert('$3'), [key, seq, part])
    else
      await client.query(insert(`pg_read_binary_file('/dev/blob')`), [key, seq], {
        blob: new Blob([part as Uint8Array<ArrayBuffer>]),
      })
    await yieldToEventLoop()
  }
}

/** The parts of `key` joined in order, read one statement per part; null when there are none. */
export async function readByteParts(db: Database, table: PartsTable, key: string): Promise<Buffer | null> {
  const client = clientOf(db)
  const select = `select ${quote(table.seq)} as seq, ${quote(table.part)} as part from ${quote(table.name)} where ${quote(table.key)} = $1 and ${quote(table.seq)} >= $2 order by ${quote(table.seq)} limit 1`
  const parts: Buffer[] = []
  for (let next = 0; ; ) {
    const result = await (client as { query: (text: string, values: unknown[]) => Promise<unknown> }).query(
      select,
      [key, next],
    )
    const { rows } = result as { rows: { seq: number; part: Uint8Array }[] }
    const row = rows[0]
    if (!row) break
    parts.push(Buffer.from(row.part.buffer, row.part.byteOffset, row.part.byteLength))
    next = row.seq + 1
    await yieldToEventLoop()
  }
  return parts.length > 0 ? Buffer.concat(parts) : null
}
