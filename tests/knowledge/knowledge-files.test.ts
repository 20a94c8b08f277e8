// The data pool over HTTP on the test's database (PGlite, or PostgreSQL under with-postgres.sh):
// upload -> index -> search, the refusals, access by role and tenant, and delete.
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retrievePassages } from '../../src/server/knowledge/retrieve.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

const leaflet = [
  '# Gebrauchsinformation Ibuprofen 400',
  '',
  '## Dosierung',
  'Erwachsene nehmen bei Schmerzen 1 Tablette, höchstens 3 Tabletten pro Tag.',
  '',
  '## Nebenwirkungen',
  'Häufig: Sodbrennen, Bauchschmerzen, Übelkeit.',
].join('\n')

describe('knowledge files', () => {
  let t: KnowledgeTestApp
  let admin: Record<string, string>
  let collectionId: string
  beforeAll(async () => {
    t = await buildKnowledgeApp({ config: { knowledgeMaxFileBytes: 4096 } })
    admin = (await t.as('ADMIN', 'DEMO')).headers
    collectionId = await t.createCollection(admin, 'Beipackzettel')
  })
  afterAll(() => t.close())

  it('stores an upload, indexes it, finds its passages and serves its bytes', async () => {
    const response = await t.upload(admin, { collectionId, filename: 'ibuprofen.md' }, leaflet)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      filename: 'ibuprofen.md',
      extension: 'md',
      status: 'queued',
      sizeBytes: Buffer.byteLength(leaflet),
    })
    const file = await t.waitForStatus(admin, response.json().id, ['ready', 'failed'])
    expect(file).toMatchObject({ status: 'ready', errorCode: null, language: 'german' })
    expect(file.chunkCount).toBeGreaterThan(0)

    const reader = (await t.as('READ', 'DEMO')).headers
    const search = await t.app.inject({
      url: `/api/knowledge/collections/${collectionId}/search?q=${encodeURIComponent('Wie viele Tabletten pro Tag?')}`,
      headers: reader,
    })
    expect(search.statusCode, search.body).toBe(200)
    const [best] = search.json() as { chunkId: number; text: string; filename: string }[]
    expect(best).toMatchObject({ filename: 'ibuprofen.md' })
    expect(best!.text).toContain('3 Tabletten pro Tag')

    const preview = await t.app.inject({ url: `/api/knowledge/chunks/${best!.chunkId}`, headers: reader })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({ filename: 'ibuprofen.md', passage: { chunkId: best!.chunkId } })

    const content = await t.app.inject({ url: `/api/knowledge/files/${file.id}/content`, headers: reader })
    expect(content.statusCode).toBe(200)
    expect(content.headers['content-type']).toContain('text/markdown')
    expect(content.headers['x-content-type-options']).toBe('nosniff')
    expect(content.headers['content-disposition']).toContain('attachment; filename="ibuprofen.md"')
    expect(content.body).toBe(leaflet)
  })

  it.each([
    ['a type the data pool does not take', 'tool.exe', 'MZ....', 415, 'knowledge.unsupportedType'],
    ['a file over the size limit', 'big.txt', 'x'.repeat(5000), 413, 'knowledge.fileTooLarge'],
    [
      'text that is not text',
      'notes.txt',
      Buffer.from([0x48, 0x00, 0xff, 0xfe, 0x00]),
      422,
      'knowledge.typeMismatch',
    ],
    [
      'a Word file named .pdf',
      'claims.pdf',
      readFileSync('tests/fixtures/knowledge/dolorex-claims.docx'),
      422,
      'knowledge.typeMismatch',
    ],
    ['an empty file', 'empty.txt', '', 400, 'knowledge.emptyFile'],
  ])('refuses %s with a knowledge code and stores nothing', async (_case, filename, body, status, code) => {
    const before = await countFiles(t)
    const response = await t.upload(
      admin,
      { collectionId, filename },
      typeof body === 'string' ? Buffer.from(body) : body,
    )
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json()).toMatchObject({ code })
    expect(await countFiles(t)).toBe(before)
  })

  it('stores and shows file names without bidi overrides, control characters or path separators', async () => {
    const disguised = await t.upload(admin, { collectionId, filename: '\u202Eexe.txt' }, 'Beipackzettel')
    expect(disguised.statusCode, disguised.body).toBe(201)
    expect(disguised.json()).toMatchObject({ filename: 'exe.txt' })
    const climbing = await t.upload(
      admin,
      { collectionId, filename: '..\\../etc/\u0007hinweise.md' },
      '# Hinweise',
    )
    expect(climbing.json()).toMatchObject({ filename: 'etc_hinweise.md' })
    const content = await t.app.inject({
      url: `/api/knowledge/files/${climbing.json().id}/content`,
      headers: admin,
    })
    expect(content.headers['content-disposition']).toContain('filename="etc_hinweise.md"')
    // A row stored before names were normalised is listed as a new one would be.
    const old = await t.upload(admin, { collectionId, filename: 'alt.txt' }, 'alt')
    await t.app.db.execute(
      sql`update knowledge_files set filename = ${'\u202Etxt.exe'} where id = ${old.json().id as string}`,
    )
    const listed = (
      await t.app.inject({ url: `/api/knowledge/files?collectionId=${collectionId}`, headers: admin })
    ).json() as { id: string; filename: string }[]
    expect(listed.find((file) => file.id === old.json().id)?.filename).toBe('txt.exe')
    expect(listed.map((file) => file.filename).join('')).not.toMatch(/[\u202A-\u202E\u2066-\u2069/\\]/)
  })

  it('refuses a file name with no usable character and stores nothing', async () => {
    const before = await countFiles(t)
    const response = await t.upload(admin, { collectionId, filename: '\u202E/../\u200F' }, 'x')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'knowledge.badFileName' })
    expect(await countFiles(t)).toBe(before)
  })

  it('stores a damaged PDF whose header passes, then fails its indexing with a knowledge code', async () => {
    const response = await t.upload(
      admin,
      { collectionId, filename: 'damaged.pdf' },
      readFileSync('tests/fixtures/knowledge/damaged.pdf'),
    )
    expect(response.statusCode).toBe(201)
    const file = await t.waitForStatus(admin, response.json().id, ['ready', 'failed'])
    expect(file.status).toBe('failed')
    expect(file.errorCode).toMatch(/^knowledge\./)
  })

  it('refuses an upload that does not fit in the tenant quota', async () => {
    const bpiAdmin = (await t.as('ADMIN', 'BPI')).headers
    const bpiCollection = await t.createCollection(bpiAdmin, 'Quota')
    await t.app.db
      .execute(sql`insert into tenant_ai_settings (tenant_group, storage_quota_bytes) values ('BPI', 100)
      on conflict (tenant_group) do update set storage_quota_bytes = 100`)
    expect(
      (await t.upload(bpiAdmin, { collectionId: bpiCollection, filename: 'a.txt' }, 'y'.repeat(80)))
        .statusCode,
    ).toBe(201)
    const refused = await t.upload(
      bpiAdmin,
      { collectionId: bpiCollection, filename: 'b.txt' },
      'z'.repeat(40),
    )
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toMatchObject({ code: 'knowledge.quotaExceeded' })
    const usage = (await t.app.inject({ url: '/api/knowledge/usage', headers: bpiAdmin })).json()
    expect(usage).toMatchObject({ usedBytes: 80, quotaBytes: 100, maxFileBytes: 4096, vectorSearch: false })
  })

  it('lets only admins add to the data pool and hides internal collections below WRITE', async () => {
    const internal = await t.createCollection(admin, 'Intern', true)
    const added = await t.upload(
      admin,
      { collectionId: internal, filename: 'intern.txt' },
      'Interne Preisliste 2026',
    )
    expect(added.statusCode).toBe(201)
    const writer = (await t.as('WRITE', 'DEMO')).headers
    const reader = (await t.as('READ', 'DEMO')).headers
    expect((await t.upload(writer, { collectionId, filename: 'w.txt' }, 'text')).statusCode).toBe(403)
    expect(
      (await t.app.inject({ url: `/api/knowledge/files/${added.json().id}`, headers: writer })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ url: `/api/knowledge/files/${added.json().id}`, headers: reader })).statusCode,
    ).toBe(404)
    const listed = (await t.app.inject({ url: '/api/knowledge/collections', headers: reader })).json() as {
      id: string
    }[]
    expect(listed.map((c) => c.id)).not.toContain(internal)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/knowledge/files/${added.json().id}`,
          headers: writer,
        })
      ).statusCode,
    ).toBe(403)
  })

  it("answers 404 for another tenant's file, collection and passages, and retrieval never crosses tenants", async () => {
    const uploaded = await t.upload(
      admin,
      { collectionId, filename: 'geheim.txt' },
      'Rabattvereinbarung Apotheke Nord',
    )
    const file = await t.waitForStatus(admin, uploaded.json().id, ['ready'])
    const other = (await t.as('ADMIN', 'NERES')).headers
    expect((await t.app.inject({ url: `/api/knowledge/files/${file.id}`, headers: other })).statusCode).toBe(
      404,
    )
    expect(
      (await t.app.inject({ url: `/api/knowledge/files/${file.id}/content`, headers: other })).statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${file.id}`, headers: other }))
        .statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          url: `/api/knowledge/collections/${collectionId}/search?q=Rabattvereinbarung`,
          headers: other,
        })
      ).statusCode,
    ).toBe(404)
    const passages = await retrievePassages(
      t.app.db,
      { tenantGroup: 'DEMO', collections: 'all', includeInternal: true },
      'Rabattvereinbarung',
      { minSimilarity: 0 },
    )
    expect(passages.map((p) => p.fileId)).toContain(file.id)
    expect(
      (await t.app.inject({ url: `/api/knowledge/chunks/${passages[0]!.chunkId}`, headers: other }))
        .statusCode,
    ).toBe(404)
    expect(
      await retrievePassages(
        t.app.db,
        { tenantGroup: 'NERES', collections: 'all', includeInternal: true },
        'Rabattvereinbarung',
        { minSimilarity: 0 },
      ),
    ).toEqual([])
  })

  it('ranks a passage holding more of the question words before one that only repeats the product name', async () => {
    const ranking = await t.createCollection(admin, 'Ranking')
    for (const [filename, body] of [
      ['kurz.txt', 'Zyklomax. Zyklomax Zyklomax Filmtabletten von Zyklomax.'],
      [
        'dosis.txt',
        'Hinweise zur Einnahme. Die Tageshöchstdosis von Zyklomax beträgt 1200 mg Ibuprofen. Weitere Angaben stehen in der Packungsbeilage.',
      ],
    ]) {
      const uploaded = await t.upload(admin, { collectionId: ranking, filename: filename! }, body!)
      await t.waitForStatus(admin, uploaded.json().id, ['ready'])
    }
    // No passage holds "hoch": the list is filled with passages holding any of the words.
    const passages = await retrievePassages(
      t.app.db,
      { tenantGroup: 'DEMO', collections: [ranking], includeInternal: true },
      'Wie hoch ist die Tageshöchstdosis von Zyklomax?',
      { minSimilarity: 0 },
    )
    expect(passages.map((passage) => passage.filename)).toEqual(['dosis.txt', 'kurz.txt'])
  })

  it('names the assistants that draw on a collection: narrowed to it, or taking it by their source mode', async () => {
    const internal = await t.createCollection(admin, 'Intern genutzt', true)
    const open = await t.createCollection(admin, 'Offen genutzt', false)
    for (const [id, mode, narrowed] of [
      ['kn-all', 'all', []],
      ['kn-internal', 'internal', []],
      ['kn-files', 'files', []],
      ['kn-narrowed', 'general', [open]],
    ] as const) {
      await t.app.db.execute(
        sql`insert into assistants (id, tenant_group, collection_ids) values (${id}, 'DEMO', ${JSON.stringify(narrowed)}::jsonb)`,
      )
      await t.app.db.execute(
        sql`insert into assistant_versions (assistant_id, version, name, source_mode) values (${id}, 1, ${`Assistent ${id}`}, ${mode})`,
      )
    }
    const listed = (await t.app.inject({ url: '/api/knowledge/collections', headers: admin })).json() as {
      id: string
      usedBy: { id: string }[]
    }[]
    // Of ours (the manifest's fixed DEMO assistants are there too: demo-all takes both).
    const usedBy = (collection: string) =>
      listed
        .find((c) => c.id === collection)!
        .usedBy.map((a) => a.id)
        .filter((id) => id.startsWith('kn-'))
        .sort()
    expect(usedBy(internal)).toEqual(['kn-all', 'kn-internal'])
    expect(usedBy(open)).toEqual(['kn-all', 'kn-narrowed'])
    expect(listed.find((c) => c.id === internal)!.usedBy.map((a) => a.id)).toContain('demo-all')
  })

  it('keeps thread attachments to the thread owner and out of data-pool retrieval', async () => {
    const owner = await t.as('READ', 'DEMO')
    const colleague = (await t.as('ADMIN', 'DEMO')).headers
    await t.app.db.execute(
      sql`insert into assistants (id, tenant_group) values ('kn-test-assistant', 'DEMO') on conflict do nothing`,
    )
    await t.app.db.execute(
      sql`insert into chat_threads (id, tenant_group, user_id, assistant_id, route) values ('kn-thread-1', 'DEMO', ${owner.userId}, 'kn-test-assistant', '/x')`,
    )
    const attached = await t.upload(
      owner.headers,
      { threadId: 'kn-thread-1', filename: 'brief.txt' },
      'Mein persönlicher Arztbrief Zeckenbiss',
    )
    expect(attached.statusCode, attached.body).toBe(201)
    await t.waitForStatus(owner.headers, attached.json().id, ['ready'])
    expect(
      (await t.app.inject({ url: `/api/knowledge/files/${attached.json().id}`, headers: colleague }))
        .statusCode,
    ).toBe(404)
    expect((await t.upload(colleague, { threadId: 'kn-thread-1', filename: 'x.txt' }, 'x')).statusCode).toBe(
      404,
    )
    expect(
      await retrievePassages(
        t.app.db,
        { tenantGroup: 'DEMO', collections: 'all', includeInternal: true },
        'Zeckenbiss',
        { minSimilarity: 0 },
      ),
    ).toEqual([])
    const inThread = await retrievePassages(
      t.app.db,
      { tenantGroup: 'DEMO', collections: 'none', threadId: 'kn-thread-1', includeInternal: false },
      'Zeckenbiss',
      { minSimilarity: 0 },
    )
    expect(inThread).toHaveLength(1)
  })

  it('deletes a file with its bytes and passages, and re-indexing replaces passages', async () => {
    const uploaded = await t.upload(
      admin,
      { collectionId, filename: 'weg.txt' },
      'Vorübergehende Mitteilung Lieferengpass',
    )
    const file = await t.waitForStatus(admin, uploaded.json().id, ['ready'])
    const chunks = async () =>
      Number(
        (
          (await t.app.db.execute(
            sql`select count(*)::int as n from knowledge_chunks where file_id = ${file.id as string}`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      )
    const before = await chunks()
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/knowledge/files/${file.id}/reindex`, headers: admin }))
        .statusCode,
    ).toBe(202)
    await t.waitForStatus(admin, file.id as string, ['ready'])
    expect(await chunks()).toBe(before)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${file.id}`, headers: admin }))
        .statusCode,
    ).toBe(204)
    expect(await chunks()).toBe(0)
    const parts = (await t.app.db.execute(
      sql`select count(*)::int as n from knowledge_file_parts where file_id = ${file.id as string}`,
    )) as unknown as { rows: { n: number }[] }
    expect(parts.rows[0]!.n).toBe(0)
    expect((await t.app.inject({ url: `/api/knowledge/files/${file.id}`, headers: admin })).statusCode).toBe(
      404,
    )
  })
})

async function countFiles(t: KnowledgeTestApp): Promise<number> {
  const result = (await t.app.db.execute(sql`select count(*)::int as n from knowledge_files`)) as unknown as {
    rows: { n: number }[]
  }
  return result.rows[0]!.n
}
