// The medicheck API's media over app.inject on the real database: one item for the same text, uploads
// (TXT, HTML, EML), keyword lists whose changes recompute the hits, statistics, the item list's pages,
// deletion, and sources that enqueue a fetch job.
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { dueSources } from '../../src/server/analysis/sources/source-queries.ts'
import { auditLog } from '../../src/server/db/schema.ts'
import { ae, medicheckRoutesApp } from './medicheck-routes-app.ts'

const { db, call, upload } = medicheckRoutesApp()

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
    const count = await db().execute(
      sql`select count(*)::int as n from analysis_items where tenant_group = 'DEMO' and tool = 'medicheck' and title = 'Forum'`,
    )
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
    const audited = await db()
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
      (await db().execute(
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
        (await db().execute(
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
    const dueIds = async () => (await dueSources(db(), later)).map((one) => one.id)
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
