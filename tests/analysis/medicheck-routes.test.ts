// The medicheck API over app.inject on the real database: rights (READ reads items, keywords and
// statistics; ADMIN+ manages; other groups are refused; another tenant's or tool's object is 404), bad
// input with analysis.* codes, and the keyword lists (defaults from the manifest, renaming, suggestions).
// Items and sources: medicheck-media-routes.test.ts.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { ensureDefaultLists } from '../../src/server/analysis/keywords/manifest-defaults.ts'
import { analysisKeywordLists } from '../../src/server/db/analysis-tables.ts'
import { ae, medicheckRoutesApp } from './medicheck-routes-app.ts'

const { db: database, call, upload } = medicheckRoutesApp()

describe('rights', () => {
  it('lets every level of DEMO read items, keyword lists and statistics', async () => {
    for (const who of ['admin', 'write', 'read'])
      for (const url of [
        '/api/medicheck/items',
        '/api/medicheck/keyword-lists',
        '/api/medicheck/keyword-stats',
      ])
        expect((await call(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(200)
  })

  it.each([
    ['GET', '/api/medicheck/sources'],
    ['POST', '/api/medicheck/sources'],
    ['POST', '/api/medicheck/items/paste'],
    ['POST', '/api/medicheck/keyword-lists'],
    ['GET', '/api/medicheck/keyword-suggestions'],
  ] as const)('refuses %s %s below ADMIN', async (method, url) => {
    for (const who of ['write', 'read'])
      expect(
        (await call(who, method, url, method === 'POST' ? { text: ae, kind: 'own', name: 'x' } : undefined))
          .statusCode,
      ).toBe(403)
  })

  it('refuses admins of groups without medicine-check', async () => {
    for (const who of ['bpiAdmin', 'igephaAdmin']) {
      expect((await call(who, 'GET', '/api/medicheck/items')).statusCode).toBe(403)
      expect((await call(who, 'POST', '/api/medicheck/items/paste', { text: ae })).statusCode).toBe(403)
    }
  })

  it("answers 404 for another tenant's or another tool's objects", async () => {
    const db = database()
    const foreign = await ingestItem(db, {
      tenantGroup: 'IGEPHA',
      tool: 'podcast',
      sourceKind: 'paste',
      title: 'x',
      text: ae,
    })
    const otherTool = await ingestItem(db, {
      tenantGroup: 'DEMO',
      tool: 'podcast',
      sourceKind: 'paste',
      title: 'x',
      text: ae,
    })
    for (const { itemId } of [foreign, otherTool]) {
      expect((await call('read', 'GET', `/api/medicheck/items/${itemId}`)).statusCode).toBe(404)
      expect((await call('admin', 'DELETE', `/api/medicheck/items/${itemId}`)).statusCode).toBe(404)
    }
    await ensureDefaultLists(db, 'IGEPHA', 'podcast')
    const [list] = await db
      .select()
      .from(analysisKeywordLists)
      .where(eq(analysisKeywordLists.tenantGroup, 'IGEPHA'))
    expect(
      (await call('admin', 'PATCH', `/api/medicheck/keyword-lists/${list!.id}`, { name: 'mine' })).statusCode,
    ).toBe(404)
    expect(
      (await call('admin', 'POST', `/api/medicheck/keyword-lists/${list!.id}/keywords`, { term: 'x' }))
        .statusCode,
    ).toBe(404)
    expect((await call('admin', 'DELETE', `/api/medicheck/keyword-lists/${list!.id}`)).statusCode).toBe(404)
    const listed = (await call('admin', 'GET', '/api/medicheck/items')).json().items as { id: string }[]
    expect(listed.map((i) => i.id)).not.toContain(foreign.itemId)
    expect(listed.map((i) => i.id)).not.toContain(otherTool.itemId)
  })
})

describe('bad input', () => {
  it.each([
    ['POST', '/api/medicheck/items/paste', { text: '   ' }, 'analysis.textRequired'],
    ['POST', '/api/medicheck/items/paste', { text: ae, language: 'es' }, 'analysis.badLanguage'],
    ['POST', '/api/medicheck/items/paste', { text: ae, market: 'CH' }, 'analysis.badMarket'],
    ['POST', '/api/medicheck/items/paste', { text: ae, publishedAt: 'gestern' }, 'analysis.badDate'],
    [
      'POST',
      '/api/medicheck/sources',
      { kind: 'ftp', url: 'https://example.test/feed' },
      'analysis.badSourceKind',
    ],
    ['POST', '/api/medicheck/sources', { kind: 'feed', url: 'ftp://example.test/feed' }, 'analysis.badUrl'],
    ['POST', '/api/medicheck/sources', { kind: 'feed', url: '' }, 'analysis.urlRequired'],
    [
      'POST',
      '/api/medicheck/sources',
      { kind: 'url', url: 'https://example.test', schedule: 'hourly' },
      'analysis.badSchedule',
    ],
    ['POST', '/api/medicheck/keyword-lists', { kind: 'favourites', name: 'x' }, 'analysis.badListKind'],
    ['POST', '/api/medicheck/keyword-lists', { kind: 'own', name: ' ' }, 'analysis.nameRequired'],
    ['GET', '/api/medicheck/items?from=yesterday', undefined, 'analysis.badDate'],
    ['GET', '/api/medicheck/items?from=2026-02-01&to=2026-01-01', undefined, 'analysis.reversedRange'],
    ['GET', '/api/medicheck/items?limit=0', undefined, 'analysis.badLimit'],
    ['GET', '/api/medicheck/items?cursor=nonsense', undefined, 'analysis.badCursor'],
    ['GET', '/api/medicheck/keyword-stats?listKind=x', undefined, 'analysis.badListKind'],
  ] as const)('%s %s %j -> 400 %s', async (method, url, body, code) => {
    const response = await call('admin', method, url, body)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().code).toBe(code)
  })

  it('refuses a keyword without letters and leaves the list unchanged', async () => {
    const list = (
      await call('admin', 'POST', '/api/medicheck/keyword-lists', { kind: 'competitor', name: 'Wettbewerb' })
    ).json()
    const response = await call('admin', 'POST', `/api/medicheck/keyword-lists/${list.id}/keywords`, {
      term: '®',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.term.code).toBe('analysis.termWithoutWords')
    const lists = (await call('admin', 'GET', '/api/medicheck/keyword-lists')).json().items as {
      id: string
      keywords: unknown[]
    }[]
    expect(lists.find((l) => l.id === list.id)!.keywords).toEqual([])
  })

  it('refuses files of other types, empty files and files that are not what they say', async () => {
    expect((await upload('admin', 'tool.exe', 'MZ')).json().code).toBe('analysis.unsupportedType')
    const empty = await upload('admin', 'leer.txt', '')
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'analysis.emptyFile'])
    const fake = await upload('admin', 'bericht.pdf', 'kein PDF, nur Text')
    expect(fake.statusCode).toBeGreaterThanOrEqual(400)
    expect(fake.json().code).toMatch(/^analysis\./)
  })
})

describe('keyword lists', () => {
  it("start with the manifest's AE terms and red-flag claims in the tenant's language", async () => {
    const lists = (await call('read', 'GET', '/api/medicheck/keyword-lists')).json().items as {
      kind: string
      name: string
      manifestKey: string
      keywords: { term: string }[]
    }[]
    const aeList = lists.find((l) => l.manifestKey === 'ae-terms')!
    expect(aeList).toMatchObject({ kind: 'ae', name: 'Nebenwirkungsbegriffe' })
    expect(aeList.keywords.map((k) => k.term)).toEqual(
      expect.arrayContaining(['Übelkeit', 'nausée', 'nausea']),
    )
    expect(lists.find((l) => l.manifestKey === 'red-flag-claims')!.kind).toBe('redFlag')
  })

  it('renames a list, keeping its terms and what it was made from, and refuses a blank name', async () => {
    const before = (await call('read', 'GET', '/api/medicheck/keyword-lists')).json().items as {
      id: string
      name: string
      manifestKey: string | null
      keywords: { term: string }[]
    }[]
    const red = before.find((l) => l.manifestKey === 'red-flag-claims')!
    const renamed = await call('admin', 'PATCH', `/api/medicheck/keyword-lists/${red.id}`, {
      name: 'Heilversprechen',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({
      id: red.id,
      name: 'Heilversprechen',
      manifestKey: 'red-flag-claims',
    })
    const after = (await call('read', 'GET', '/api/medicheck/keyword-lists')).json().items as typeof before
    const same = after.find((l) => l.id === red.id)!
    expect(same.name).toBe('Heilversprechen')
    expect(same.keywords.map((k) => k.term)).toEqual(red.keywords.map((k) => k.term))
    const blank = await call('admin', 'PATCH', `/api/medicheck/keyword-lists/${red.id}`, { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(
      (await call('write', 'PATCH', `/api/medicheck/keyword-lists/${red.id}`, { name: 'x' })).statusCode,
    ).toBe(403)
  })

  it('answers suggestions from the product master to admins', async () => {
    const response = await call('admin', 'GET', '/api/medicheck/keyword-suggestions')
    expect(response.statusCode).toBe(200)
    expect(Array.isArray(response.json().items)).toBe(true)
  })
})
