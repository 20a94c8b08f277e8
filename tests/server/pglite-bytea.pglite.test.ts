// bytea through PGlite with Buffer's native hex codec (connect.ts): the same text PGlite's own
// serializer writes, every byte value round-trips, and a 2 MB file goes in and out unchanged.
import { randomBytes } from 'node:crypto'
import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgliteByteaCodec } from '../../src/server/db/connect.ts'

describe('bytea on PGlite', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create(pgliteByteaCodec)
    await db.exec('create table files (id int primary key, data bytea)')
  })
  afterAll(() => db.close())

  it('writes the text PGlite itself would, and reads what PGlite would', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    const text = types.serializers[types.BYTEA]!(bytes)
    expect(pgliteByteaCodec.serializers[17](bytes)).toBe(text)
    expect([...pgliteByteaCodec.parsers[17](text)]).toEqual([...(types.parsers[types.BYTEA]!(text, types.BYTEA) as Uint8Array)])
  })

  it.each([
    ['empty', new Uint8Array(0)],
    ['every byte value', Uint8Array.from({ length: 512 }, (_, i) => i % 256)],
    ['a view into a larger buffer', Buffer.from('..abc..').subarray(2, 5)],
    ['2 MB', randomBytes(2 * 1024 * 1024)],
  ])('round-trips %s', async (_name, bytes) => {
    await db.query('delete from files')
    await db.query('insert into files values (1, $1)', [bytes])
    const { rows } = await db.query<{ data: Buffer; length: number }>(
      'select data, length(data) as length from files',
    )
    expect(rows[0]!.length).toBe(bytes.length)
    expect(Buffer.isBuffer(rows[0]!.data)).toBe(true)
    expect(rows[0]!.data.equals(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))).toBe(true)
  })
})
