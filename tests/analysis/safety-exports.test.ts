// Exports (decision 0098): the keyword statistics as CSV and XLSX, and a safety case as a record with E2B
// field names in JSON and CSV. The analysis export: analysis-exports.test.ts.
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { bearer } from '../server/helpers/build-app.ts'
import { parseCsv, seededExportApp } from './export-app.ts'

const { ids, get, app, db, writer } = seededExportApp()

describe('keyword statistics export', () => {
  it('counts hits per term, source and ISO week, as CSV and XLSX', async () => {
    const csv = parseCsv(
      (await get('/api/medicheck/keyword-stats/export?format=csv&delimiter=comma', 'fr')).body,
    )
    expect(csv[0]).toEqual([
      'Terme',
      'Type de liste',
      'Liste',
      'Source',
      'Semaine',
      'Occurrences',
      'Éléments',
    ])
    expect(csv.slice(1)).toEqual([
      ['Zyrtomax', 'own', 'Eigene Produkte', "'@Gesundheitsnews", '2026-W45', '2', '1'],
    ])
    expect(
      parseCsv((await get('/api/medicheck/keyword-stats/export?format=csv&listKind=ae')).body),
    ).toHaveLength(1)
    const response = await get('/api/medicheck/keyword-stats/export?format=xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Zyrtomax',
      'own',
      'Eigene Produkte',
      '@Gesundheitsnews',
      '2026-W45',
      2,
      1,
    ])
  })
})

describe('safety case export', () => {
  it('gives the case with E2B field names and element numbers in JSON, and the same in CSV', async () => {
    const forwarded = await app().inject({
      method: 'POST',
      url: `/api/medicheck/findings/${ids.finding}/review`,
      headers: bearer(writer()),
      payload: { action: 'forward' },
    })
    const caseId = forwarded.json().safetyCaseId as string
    const response = await get(`/api/medicheck/safety-cases/${caseId}/export?format=json`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain(`safety-case-${caseId}.json`)
    const record = response.json()
    expect(record.standard).toBe('ICH E2B(R3)')
    expect(record.elements).toMatchObject({
      safetyreportid: 'C.1.1',
      receivedate: 'C.1.4',
      receiptdate: 'C.1.5',
      qualification: 'C.2.r.4',
      primarysourcereaction: 'E.i.1.1a',
      reactionmeddrapt: 'E.i.2.1b',
      medicinalproduct: 'G.k.2.2',
      drugcharacterization: 'G.k.1',
    })
    const fetched = record.tessera.firstSeenAt.slice(0, 10).replaceAll('-', '')
    expect(record.safetyreport).toMatchObject({
      safetyreportid: caseId,
      reporttype: 1,
      receivedate: fetched,
      receiptdate: fetched,
      primarysource: { qualification: null, qualificationNullFlavor: 'UNK' },
      patient: {
        reaction: [
          { primarysourcereaction: '-2+3 Ausschlag', reactionlanguage: 'deu', reactionmeddrapt: null },
        ],
        drug: [{ drugcharacterization: 1, medicinalproduct: 'Zyrtomax' }],
        summary: { narrativeincludeclinical: '+SUM(1,2) Hautausschlag' },
      },
    })
    expect(record.tessera).toMatchObject({
      patientIdentifiable: 'found',
      reporterIdentifiable: 'found',
      validReport: true,
      sourceTitle: '@Gesundheitsnews',
      sourceUrl: 'https://news.example.test/a',
      publishedAt: '2026-11-02T10:00:00.000Z',
      forwardedBy: expect.any(String),
    })

    const csv = await get(`/api/medicheck/safety-cases/${caseId}/export?format=csv&delimiter=semicolon`)
    const [header, row] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
      delimiter: ';',
    }).data
    const cell = (name: string) => row![header!.indexOf(name)]
    expect(header!.slice(0, 5)).toEqual([
      'safetyreportid',
      'transmissiondate',
      'reporttype',
      'receivedate',
      'receiptdate',
    ])
    expect(cell('medicinalproduct')).toBe('Zyrtomax')
    expect(cell('primarysourcereaction')).toBe("'-2+3 Ausschlag")
    expect(cell('narrativeincludeclinical')).toBe("'+SUM(1,2) Hautausschlag")
    expect(cell('tessera_sourceTitle')).toBe("'@Gesundheitsnews")
    expect(cell('tessera_validReport')).toBe('true')
    const audit = await db().query.auditLog.findMany({
      where: (a, { and, eq }) => and(eq(a.target, caseId), eq(a.action, 'analysis.safetyCase.exported')),
    })
    expect(audit).toHaveLength(2)
  })
})
