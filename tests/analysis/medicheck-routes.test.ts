// The medicheck API (media, items, keywords) over app.inject on the real database: rights (READ reads items,
// keywords and statistics; ADMIN+ manages; other groups are refused; another tenant's or tool's object
// is 404), bad input with analysis.* codes, one item for the same text, uploads (TXT, HTML, EML),
// keyword lists whose changes recompute the hits, statistics, and sources that enqueue a fetch job.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestItem } from '../../src/server/analysis/items/ingest-item.ts'
import { ensureDefaultLists } from '../../src/server/analysis/keywords/manifest-defaults.ts'
import { dueSources } from '../../src/server/analysis/sources/source-queries.ts'
import { analysisKeywordLists } from '../../src/server/db/analysis-tables.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { bearer, buildApp, type TestApp } from '../server/helpers/build-app.ts'

let t: TestApp
const tokens: Record<string, string> = {}
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

beforeAll(async () => {
  // No job runner: the fetch jobs a source enqueues stay queued for the test to see (a runner could claim one
  // between "create" and "fetch now", which then queued a second).
  t = await buildApp({ config: { jobsEnabled: false } })
  for (const [name, role, group] of [
    ['admin', 'ADMIN', 'DEMO'],
    ['write', 'WRITE', 'DEMO'],
    ['read', 'READ', 'DEMO'],
    ['bpiAdmin', 'ADMIN', 'BPI'],
    ['igephaAdmin', 'ADMIN', 'IGEPHA'],
  ] as const) {
    const { user, password } = await t.createUser({ role, group })
    tokens[name] = await t.signIn(user.email, password)
  }
}, 180_000)
afterAll(async () => t.close())

const call = (who: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload !== undefined && { payload }) })

const upload = (who: string, filename: string, body: string | Buffer, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/medicheck/items/upload?filename=${encodeURIComponent(filename)}${query}`,
    headers: { ...bearer(tokens[who]!), 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  })

const ae = 'Seit ich Zyrtomax nehme, ist mir jeden Morgen übel.'

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
    const db = t.database.handle.db
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

describe('items', () => {
  it('stores a pasted text once: the same text again (other spacing) is the same item', async () => {
    const first = await call('admin', 'POST', '/api/medicheck/items/paste', {
      title: 'Forum',
      text: `${ae}\nDanach Schwindel.`,
    })
    expect(first.statusCode, first.body).toBe(201)
    const again = await call('admin', 'POST', '/api/medicheck/items/paste', {
      title: 'Forum 2',
      text: `  ${ae}   \r\nDanach   Schwindel.  `,
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ itemId: first.json().itemId, created: false })
    const count = await t.database.handle.db.execute(
      sql`select count(*)::int as n from analysis_items where tenant_group = 'DEMO' and tool = 'medicheck' and title = 'Forum'`,
    )
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
    const audited = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'analysis.item.created'), eq(auditLog.target, first.json().itemId)))
    expect(audited).toHaveLength(1)
  })

  it('reads TXT, HTML and EML uploads into items with their hits', async () => {
    const txt = await upload(
      'admin',
      'notiz.txt',
      'Kundin berichtet: nach Zyrtomax Hautausschlag und Juckreiz.',
    )
    expect(txt.statusCode, txt.body).toBe(201)
    const html = await upload(
      'admin',
      'seite.html',
      '<html><body><h1>Erfahrung</h1><p>Zyrtomax &amp; Schwindel &ndash; seit gestern.</p><script>alert(1)</script></body></html>',
    )
    expect(html.statusCode, html.body).toBe(201)
    const eml = [
      'From: Anna Muster <anna@example.test>',
      'To: pv@example.test',
      'Subject: Zyrtomax Erfahrung',
      'Date: Mon, 23 Nov 2026 10:00:00 +0100',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Nach Zyrtomax hatte ich starke =C3=9Cbelkeit.',
      '',
    ].join('\r\n')
    const mail = await upload('admin', 'meldung.eml', eml, '&promotional=false')
    expect(mail.statusCode, mail.body).toBe(201)
    const item = (await call('read', 'GET', `/api/medicheck/items/${mail.json().itemId}`)).json()
    expect(item.title).toBe('Zyrtomax Erfahrung')
    expect(item.text).toContain('Nach Zyrtomax hatte ich starke Übelkeit.')
    expect(item.publishedAt).toBe('2026-11-23T09:00:00.000Z')
    expect(item.sourceKind).toBe('upload')
    const page = (await call('read', 'GET', `/api/medicheck/items/${html.json().itemId}`)).json()
    expect(page.text).toContain('Zyrtomax & Schwindel')
    expect(page.text).not.toContain('alert')
    expect(page.hits.map((h: { matched: string }) => h.matched)).toContain('Schwindel')
  })

  it('recomputes hits and findings when an own product is added, and lists counts and findings', async () => {
    const { itemId } = (
      await call('admin', 'POST', '/api/medicheck/items/paste', {
        text: 'Nach Zyrtomax Forte bekam ich Herzrasen und Atemnot.',
      })
    ).json()
    const before = (await call('read', 'GET', `/api/medicheck/items/${itemId}`)).json()
    expect(before.hits.map((h: { listKind: string }) => h.listKind)).toEqual(['ae', 'ae'])
    expect(before.findings).toEqual([])
    const list = (
      await call('admin', 'POST', '/api/medicheck/keyword-lists', { kind: 'own', name: 'Eigene Produkte' })
    ).json()
    const added = await call('admin', 'POST', `/api/medicheck/keyword-lists/${list.id}/keywords`, {
      term: 'Zyrtomax',
      aliases: ['Zyrtomax Forte'],
    })
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json().recompute).toBe('inline')
    const after = (await call('read', 'GET', `/api/medicheck/items/${itemId}`)).json()
    expect(after.hits.map((h: { matched: string; listKind: string }) => [h.listKind, h.matched])).toEqual([
      ['own', 'Zyrtomax Forte'],
      ['ae', 'Herzrasen'],
      ['ae', 'Atemnot'],
    ])
    expect(
      after.findings.map((f: { type: string; product: string; detail: string }) => [
        f.type,
        f.product,
        f.detail,
      ]),
    ).toEqual([
      ['aePossibleKeywords', 'Zyrtomax', 'Herzrasen'],
      ['aePossibleKeywords', 'Zyrtomax', 'Atemnot'],
    ])
    const f = after.findings[0]
    expect(after.text.slice(f.quoteStart, f.quoteEnd)).toBe(f.quote)
    const listed = (await call('read', 'GET', '/api/medicheck/items?product=zyrtomax&limit=200')).json()
      .items as {
      id: string
      hitCounts: Record<string, number>
      openFindings: { byType: Record<string, number> }
    }[]
    const row = listed.find((i) => i.id === itemId)!
    expect(row.hitCounts).toEqual({ own: 1, ae: 2 })
    expect(row.openFindings.byType.aePossibleKeywords).toBe(2)
    expect((row as unknown as { products: string[] }).products).toEqual(['Zyrtomax'])
    // The keyword filter: exactly the items with hits of that keyword (an AE term too, aliases counted).
    const herzrasen = after.hits.find((h: { matched: string }) => h.matched === 'Herzrasen').keywordId
    const byKeyword = (
      await call('read', 'GET', `/api/medicheck/items?keyword=${herzrasen}&limit=200`)
    ).json().items as { id: string; keywordHits: number }[]
    expect(byKeyword.map((i) => i.id)).toContain(itemId)
    expect(byKeyword.find((i) => i.id === itemId)!.keywordHits).toBe(1)
    const stats0 = (await call('read', 'GET', '/api/medicheck/keyword-stats?listKind=ae')).json()
    expect(byKeyword).toHaveLength(
      stats0.terms.find((s: { keywordId: string }) => s.keywordId === herzrasen).items,
    )
    const byAlias = (
      await call('read', 'GET', `/api/medicheck/items?keyword=${added.json().id}&limit=200`)
    ).json().items as { id: string; keywordHits: number }[]
    expect(byAlias.map((i) => [i.id, i.keywordHits])).toContainEqual([itemId, 1])
    const stats = (await call('read', 'GET', '/api/medicheck/keyword-stats?listKind=own')).json()
    const zyrtomax = stats.terms.find((s: { term: string }) => s.term === 'Zyrtomax')
    expect(zyrtomax.hits).toBeGreaterThanOrEqual(1)
    expect(zyrtomax.items).toBeLessThanOrEqual(zyrtomax.hits)
    expect(stats.weeks.every((w: { week: string }) => /^\d{4}-W\d{2}$/.test(w.week))).toBe(true)
    // Removing the keyword removes its hits and the open findings it caused.
    expect((await call('admin', 'DELETE', `/api/medicheck/keywords/${added.json().id}`)).statusCode).toBe(204)
    const gone = (await call('read', 'GET', `/api/medicheck/items/${itemId}`)).json()
    expect(gone.hits.map((h: { listKind: string }) => h.listKind)).toEqual(['ae', 'ae'])
    // ...except those the safety inbox already holds (a notification rule raised a case at once).
    const held = (
      (await t.database.handle.db.execute(
        sql`select finding_id as id from safety_cases where item_id = ${itemId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id)
    expect(gone.findings.map((x: { id: string }) => x.id).sort()).toEqual(held.sort())
  })

  it('pages the item list with a cursor, newest first, without repeats', async () => {
    for (let i = 0; i < 5; i++)
      await call('admin', 'POST', '/api/medicheck/items/paste', {
        text: `Beitrag ${i} über Zyrtomax`,
        publishedAt: `2026-01-0${i + 1}`,
      })
    const seen: string[] = []
    let url = '/api/medicheck/items?limit=2&from=2026-01-01&to=2026-01-05'
    for (;;) {
      const page = (await call('read', 'GET', url)).json()
      seen.push(...page.items.map((i: { publishedAt: string }) => i.publishedAt.slice(0, 10)))
      if (!page.nextCursor) break
      url = `/api/medicheck/items?limit=2&from=2026-01-01&to=2026-01-05&cursor=${page.nextCursor}`
    }
    expect(seen).toEqual(['2026-01-05', '2026-01-04', '2026-01-03', '2026-01-02', '2026-01-01'])
  })

  it('deletes an item for admins only', async () => {
    const { itemId } = (
      await call('admin', 'POST', '/api/medicheck/items/paste', { text: 'Ein Eintrag zum Löschen.' })
    ).json()
    expect((await call('read', 'DELETE', `/api/medicheck/items/${itemId}`)).statusCode).toBe(403)
    expect((await call('admin', 'DELETE', `/api/medicheck/items/${itemId}`)).statusCode).toBe(204)
    expect((await call('read', 'GET', `/api/medicheck/items/${itemId}`)).statusCode).toBe(404)
  })
})

describe('sources', () => {
  it('enqueues analysis.fetchSource on create and on "fetch now", one waiting at a time', async () => {
    const created = await call('admin', 'POST', '/api/medicheck/sources', {
      kind: 'feed',
      url: 'https://news.example.test/rss',
      schedule: 'daily',
    })
    expect(created.statusCode, created.body).toBe(201)
    const source = created.json()
    expect(source).toMatchObject({
      kind: 'feed',
      title: 'news.example.test',
      schedule: 'daily',
      lastFetchedAt: null,
    })
    const jobs = async () =>
      (
        (await t.database.handle.db.execute(
          sql`select kind, payload, tenant_group as "tenantGroup", status from jobs where kind = 'analysis.fetchSource' and payload->>'sourceId' = ${source.id}`,
        )) as unknown as {
          rows: { kind: string; payload: { sourceId: string }; tenantGroup: string; status: string }[]
        }
      ).rows
    expect(await jobs()).toEqual([
      {
        kind: 'analysis.fetchSource',
        payload: { sourceId: source.id },
        tenantGroup: 'DEMO',
        status: 'queued',
      },
    ])
    const fetched = await call('admin', 'POST', `/api/medicheck/sources/${source.id}/fetch`)
    expect(fetched.statusCode).toBe(202)
    expect(fetched.json()).toEqual({ queued: false })
    expect(await jobs()).toHaveLength(1)
    const patched = await call('admin', 'PATCH', `/api/medicheck/sources/${source.id}`, {
      schedule: 'hourly',
      title: 'Nachrichten',
    })
    expect(patched.json()).toMatchObject({ schedule: 'hourly', title: 'Nachrichten' })
    // A paused feed is not polled on its schedule; resumed, it is due again (asked two days ahead, so
    // whether its first fetch has run yet does not matter).
    const later = new Date(Date.now() + 2 * 86_400_000)
    const dueIds = async () => (await dueSources(t.database.handle.db, later)).map((one) => one.id)
    expect(await dueIds()).toContain(source.id)
    const paused = await call('admin', 'PATCH', `/api/medicheck/sources/${source.id}`, { enabled: false })
    expect(paused.json()).toMatchObject({ enabled: false, schedule: 'hourly' })
    expect(await dueIds()).not.toContain(source.id)
    expect(
      (await call('admin', 'PATCH', `/api/medicheck/sources/${source.id}`, { enabled: 'no' })).statusCode,
    ).toBe(400)
    await call('admin', 'PATCH', `/api/medicheck/sources/${source.id}`, { enabled: true })
    expect(await dueIds()).toContain(source.id)
    expect(
      (await call('admin', 'GET', '/api/medicheck/sources')).json().items.map((s: { id: string }) => s.id),
    ).toContain(source.id)
    expect((await call('admin', 'DELETE', `/api/medicheck/sources/${source.id}`)).statusCode).toBe(204)
    expect((await call('admin', 'POST', `/api/medicheck/sources/${source.id}/fetch`)).statusCode).toBe(404)
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
