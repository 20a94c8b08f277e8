// Podcast AEs of tenants without the safety inbox (decision 0110): NERES has the podcast analyser but
// not medicine-check's inbox, so a suspected AE the model found in an episode opens no safety case
// (the rules are evaluated as after a run: the default immediate rule for aeSuspected); it stays an open
// finding on the podcast page and leaves Tessera through the podcast's findings export (CSV/XLSX),
// which every level of the tenant may download and another tenant cannot (404).
import ExcelJS from 'exceljs'
import { eq } from 'drizzle-orm'
import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analysisItems } from '../../src/server/db/analysis-tables.ts'
import { analysisFindings, safetyCases } from '../../src/server/db/analysis-review-tables.ts'
import { evaluateInTransaction, seedFinding } from './safety-fixtures.ts'
import { buildPodcastApp, type PodcastTestApp } from './podcast-helpers.ts'

let t: PodcastTestApp
let podcastId: string
let outcome: Awaited<ReturnType<typeof evaluateInTransaction>>
const transcript = 'Bonjour à tous.\nDepuis que je prends Zyrtomax, j’ai des nausées le matin.\nÀ bientôt.'

beforeAll(async () => {
  t = await buildPodcastApp()
  await t.addKeywords('NERES', 'own', ['Zyrtomax'])
  podcastId = await t.createPodcast('NERES', { kind: 'upload', title: 'Santé au quotidien' })
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/podcasts/${podcastId}/episodes?${new URLSearchParams({ filename: 'episode-1.txt', title: 'Épisode 1' })}`,
    headers: { ...(await t.as('ADMIN', 'NERES')), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(transcript),
  })
  expect(response.statusCode, response.body).toBe(201)
  const [episode] = await t.app.db.select().from(analysisItems).where(eq(analysisItems.sourceId, podcastId))
  const finding = await seedFinding(t.app.db, {
    itemId: episode!.id,
    tenantGroup: 'NERES',
    tool: 'podcast',
    detail: 'nausées',
    quote: 'Depuis que je prends Zyrtomax, j’ai des nausées le matin.',
  })
  outcome = await evaluateInTransaction(t.app.db, [finding])
}, 240_000)
afterAll(async () => t?.close())

const exportAs = async (role: string, group: string, format = 'csv', id = podcastId) =>
  t.app.inject({
    url: `/api/podcasts/${id}/findings/export?format=${format}`,
    headers: { ...(await t.as(role, group)), 'accept-language': 'fr' },
  })

describe('podcast AEs of a tenant without the safety inbox', () => {
  it('opens no safety case; the suspected AE stays an open finding', async () => {
    expect(outcome).toEqual({ raised: [], digested: 1, cooledDown: 0 })
    const findings = await t.app.db
      .select()
      .from(analysisFindings)
      .where(eq(analysisFindings.tenantGroup, 'NERES'))
    expect(findings.map((f) => [f.type, f.product, f.detail, f.reviewStatus])).toEqual([
      ['aeSuspected', 'Zyrtomax', 'nausées', 'open'],
    ])
    expect(await t.app.db.select().from(safetyCases).where(eq(safetyCases.tenantGroup, 'NERES'))).toEqual([])
  })

  it('exports the findings with episode and quote to every level of the tenant, as CSV and XLSX', async () => {
    const response = await exportAs('READ', 'NERES')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-disposition']).toMatch(/podcast-findings-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, ...rows] = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
      delimiter: ';',
    }).data
    const col = (name: string) => header!.indexOf(name)
    expect(header!.slice(0, 2)).toEqual(['Épisode', 'Publié'])
    expect(rows).toHaveLength(1)
    expect(rows[0]![col('Type de constat')]).toBe('aeSuspected')
    expect(rows[0]![col('Produit')]).toBe('Zyrtomax')
    expect(rows[0]![col('Citation')]).toBe('Depuis que je prends Zyrtomax, j’ai des nausées le matin.')
    expect(rows[0]![col('Statut de revue')]).toBe('open')

    const xlsx = await exportAs('READ', 'NERES', 'xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Constats')!
    expect(sheet.getRow(2).getCell(1).value).toBe('Épisode 1')
  })

  it('answers 404 to another tenant and 400 without a format', async () => {
    expect((await exportAs('ADMIN', 'DEMO')).statusCode).toBe(404)
    expect((await exportAs('READ', 'NERES', 'pdf')).statusCode).toBe(400)
  })
})
