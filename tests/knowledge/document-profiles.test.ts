// Issue 38 on the real database, through the API and the job runner: documents know what they are
// (profiles read at indexing, editable, superseded versions marked), and retrieval and the offline
// engine use it: a look-alike strength, a superseded leaflet, a cross-lingual question and a question
// the documents cannot answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeOfflineAnswer } from '../../src/server/chat/offline/compose-offline-answer.ts'
import { retrievePassages } from '../../src/server/knowledge/retrieve.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

const leaflet = (strength: string, stand: string, dose: string, storage: string) =>
  [
    'Gebrauchsinformation: Information für Anwender',
    `Dolorex ${strength} Gel`,
    'Wirkstoff: Diclofenac',
    '',
    `Wie ist Dolorex ${strength} Gel anzuwenden? ${dose}`,
    '',
    `Wie ist Dolorex ${strength} Gel aufzubewahren? ${storage}`,
    '',
    `Stand der Information: ${stand}`,
  ].join('\n')

const documents: Record<string, string> = {
  'dolorex-1-2021.txt': leaflet(
    '1 %',
    '03/2021',
    'Tragen Sie das Gel 4-mal täglich auf.',
    'Nicht über 30 °C lagern.',
  ),
  'dolorex-1-2024.txt': leaflet(
    '1 %',
    '10/2024',
    'Tragen Sie das Gel 3-mal täglich auf.',
    'Nicht über 25 °C lagern.',
  ),
  'dolorex-2.txt': leaflet(
    '2 %',
    '10/2024',
    'Tragen Sie das Gel 2-mal täglich auf.',
    'Nicht über 25 °C lagern.',
  ),
}

describe('document profiles, versions and the ranking that uses them', () => {
  let t: KnowledgeTestApp
  let headers: Record<string, string>
  const ids = new Map<string, string>()
  const scope = { tenantGroup: 'DEMO', collections: 'all' as const, includeInternal: true }
  const first = async (question: string) =>
    (
      await retrievePassages(t.app.db, scope, question, {
        limit: 5,
        minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
      })
    )[0]

  beforeAll(async () => {
    t = await buildKnowledgeApp()
    headers = (await t.as('ADMIN', 'DEMO')).headers
    const collectionId = await t.createCollection(headers, 'Dolorex')
    for (const [filename, text] of Object.entries(documents)) {
      const uploaded = await t.upload(headers, { collectionId, filename }, text)
      expect(uploaded.statusCode, uploaded.body).toBe(201)
      ids.set(filename, uploaded.json().id)
      expect(await t.waitForStatus(headers, uploaded.json().id, ['ready', 'failed'])).toMatchObject({
        status: 'ready',
      })
    }
  }, 120_000)
  afterAll(() => t.close())

  it('reads each document’s profile at indexing and marks the superseded leaflet', async () => {
    const old = (
      await t.app.inject({ url: `/api/knowledge/files/${ids.get('dolorex-1-2021.txt')}`, headers })
    ).json()
    expect(old.profile).toMatchObject({
      product: 'Dolorex',
      strength: '1%',
      form: 'gel',
      documentType: 'leaflet',
      language: 'german',
      versionDate: '2021-03-01',
      supersededBy: ids.get('dolorex-1-2024.txt'),
    })
    const current = (
      await t.app.inject({ url: `/api/knowledge/files/${ids.get('dolorex-1-2024.txt')}`, headers })
    ).json()
    expect(current.profile).toMatchObject({ strength: '1%', versionDate: '2024-10-01', supersededBy: null })
    // The 2 % gel is another product strength: never a version of the 1 % gel.
    const other = (
      await t.app.inject({ url: `/api/knowledge/files/${ids.get('dolorex-2.txt')}`, headers })
    ).json()
    expect(other.profile).toMatchObject({ strength: '2%', supersededBy: null })
  })

  it('answers a question about the 2 % gel from the 2 % leaflet, and about the 1 % gel from its current leaflet', async () => {
    expect((await first('Wie oft trage ich Dolorex 2 % Gel auf?'))?.filename).toBe('dolorex-2.txt')
    expect((await first('Wie oft trage ich Dolorex 1 % Gel auf?'))?.filename).toBe('dolorex-1-2024.txt')
  })

  it('ranks the superseded leaflet first only when the question asks for its date', async () => {
    expect((await first('Wie ist Dolorex 1 % Gel laut Stand 2021 aufzubewahren?'))?.filename).toBe(
      'dolorex-1-2021.txt',
    )
    expect((await first('Wie ist Dolorex 1 % Gel aufzubewahren?'))?.filename).toBe('dolorex-1-2024.txt')
  })

  it('finds the German leaflet for a French question and quotes its value', async () => {
    const question = 'Comment conserver Dolorex 2 % ?'
    const passages = await retrievePassages(t.app.db, scope, question, {
      limit: 6,
      minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
    })
    expect(passages[0]?.filename).toBe('dolorex-2.txt')
    const answer = await composeOfflineAnswer(
      t.app.db,
      question,
      passages.map((passage, i) => ({ kind: 'passage' as const, passage, n: i + 1 })),
      'fr',
      { retrieved: true },
    )
    expect(answer.notInDocuments).toBe(false)
    expect(answer.text).toContain('Nicht über 25 °C lagern.')
  })

  it('says the documents hold no statement on a product none is about, names what it searched, and cites nothing', async () => {
    const question = 'Wie oft trage ich Ventoril Gel auf?'
    const passages = await retrievePassages(t.app.db, scope, question, {
      limit: 6,
      minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
    })
    // Passages of the Dolorex gels match "Gel" and "auftragen": they are found, and none is quoted.
    expect(passages.length).toBeGreaterThan(0)
    const answer = await composeOfflineAnswer(
      t.app.db,
      question,
      passages.map((passage, i) => ({ kind: 'passage' as const, passage, n: i + 1 })),
      'de',
      { retrieved: true },
    )
    expect(answer).toMatchObject({ notInDocuments: true, citations: [] })
    expect(answer.text).toContain('Ihre Dokumente enthalten dazu keine Aussage')
    expect(answer.text).toContain('Ventoril')
  })

  it('quotes no other product for a name after "von" that no passage holds', async () => {
    const question = 'Wie oft trage ich das Gel von Calmora auf?'
    const passages = await retrievePassages(t.app.db, scope, question, {
      limit: 6,
      minSimilarity: t.app.config.knowledgeVectorMinSimilarity,
    })
    expect(passages.length).toBeGreaterThan(0)
    const answer = await composeOfflineAnswer(
      t.app.db,
      question,
      passages.map((passage, i) => ({ kind: 'passage' as const, passage, n: i + 1 })),
      'de',
      { retrieved: true },
    )
    expect(answer).toMatchObject({ notInDocuments: true, citations: [] })
    expect(answer.text).toContain('Calmora')
  })

  it('keeps a profile a person set, refuses a strength without unit, and hides files of other tenants', async () => {
    const fileId = ids.get('dolorex-2.txt')!
    const profile = {
      product: 'Dolorex Forte',
      strength: '2 %',
      form: 'Gel',
      documentType: 'smpc',
      market: 'de',
      language: 'german',
      versionDate: '2024-10-01',
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/knowledge/files/${fileId}/profile`,
      headers,
      payload: profile,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().profile).toMatchObject({
      product: 'Dolorex Forte',
      strength: '2%',
      documentType: 'smpc',
      market: 'DE',
      edited: true,
    })
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/knowledge/files/${fileId}/profile`,
      headers,
      payload: { ...profile, strength: 'stark' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('knowledge.badStrength')
    const other = (await t.as('ADMIN', 'BPI')).headers
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/knowledge/files/${fileId}/profile`,
          headers: other,
          payload: profile,
        })
      ).statusCode,
    ).toBe(404)
    // A re-index reads the text again but keeps what the person set.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/knowledge/files/${fileId}/reindex`, headers }))
        .statusCode,
    ).toBe(202)
    await t.waitForStatus(headers, fileId, ['ready'])
    expect(
      (await t.app.inject({ url: `/api/knowledge/files/${fileId}`, headers })).json().profile,
    ).toMatchObject({ product: 'Dolorex Forte', documentType: 'smpc' })
  })
})
