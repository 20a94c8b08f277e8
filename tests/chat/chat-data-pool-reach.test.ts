// Issue 37, item 1: the data pool reaches the chatbots. Each assistant's description says which
// sources it reads, a NERES admin's default assistant reads the data pool (upload, then ask: a quoted
// answer with its citation), a files-only assistant that found nothing names the one that reads the
// data pool, and a new collection is offered to every assistant whose source mode reads the data pool.
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { syncFixedAssistants } from '../../src/server/chat/assistants/index.ts'
import { assistants, assistantVersions } from '../../src/server/db/ai-tables.ts'
import { buildChatApp, createThread, parseNdjson, streamedText, type ChatTestApp } from './chat-helpers.ts'

describe('the data pool and the chatbots', () => {
  let t: ChatTestApp
  let neresAdmin: Record<string, string>
  beforeAll(async () => {
    t = await buildChatApp({ config: { jobPollMs: 50 } })
    ;({ headers: neresAdmin } = await t.signInAs('ADMIN', 'NERES'))
  })
  afterAll(() => t.close())

  const chatAssistants = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/chat/assistants', headers })).json().assistants as {
      id: string
      name: string
      description: string
      sourceMode: string
    }[]

  async function ask(headers: Record<string, string>, threadId: string, content: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers,
      payload: { content },
    })
    expect(response.statusCode, response.body).toBe(200)
    const events = parseNdjson(response.body)
    return {
      text: streamedText(events),
      citations: (
        events.find((event) => event.type === 'done')!.message as {
          citations: { n: number; filename?: string; quote: string }[]
        }
      ).citations,
    }
  }

  it("describes each fixed assistant by the sources its mode reads, in the tenant's language", async () => {
    const byId = new Map((await chatAssistants(neresAdmin)).map((assistant) => [assistant.id, assistant]))
    expect(byId.get('neres-files')!.description).toBe(
      'Lit uniquement les fichiers joints à la conversation ou à l’assistant : ni le pool de données, ni les données produits, ni les connaissances du modèle de langage.',
    )
    expect(byId.get('neres-all')!.description).toBe(
      'Lit les fichiers joints, le pool de données, les données produits et les connaissances du modèle de langage.',
    )
    expect(byId.get('neres-general')!.description).toBe(
      'Ne lit aucun document : répond uniquement à partir des connaissances du modèle de langage.',
    )
    const demo = new Map(
      (await chatAssistants((await t.signInAs('READ', 'DEMO')).headers)).map((assistant) => [
        assistant.id,
        assistant,
      ]),
    )
    expect(demo.get('demo-files')!.description).toBe(
      'Liest nur die Dateien, die dem Gespräch oder dem Assistenten angehängt sind: nicht den Datenpool, nicht die Produktdaten, nicht das Wissen des Sprachmodells.',
    )
  })

  it('replaces an earlier default description on start, as a new version, and keeps one an admin wrote', async () => {
    const db = t.app.db
    const versionOf = async (id: string) =>
      (await db.select().from(assistants).where(eq(assistants.id, id)))[0]!.currentVersion
    const setDescription = async (id: string, description: string) =>
      db
        .update(assistantVersions)
        .set({ description })
        .where(and(eq(assistantVersions.assistantId, id), eq(assistantVersions.version, await versionOf(id))))
    await setDescription('neres-files', 'Répond uniquement à partir des documents téléversés.')
    await setDescription('neres-general', 'Notre modèle pour les questions générales.')
    const before = { files: await versionOf('neres-files'), general: await versionOf('neres-general') }
    await syncFixedAssistants(db)
    await syncFixedAssistants(db)
    const byId = new Map((await chatAssistants(neresAdmin)).map((assistant) => [assistant.id, assistant]))
    expect(byId.get('neres-files')!.description).toMatch(/^Lit uniquement les fichiers joints/)
    expect(await versionOf('neres-files')).toBe(before.files + 1)
    expect(byId.get('neres-general')!.description).toBe('Notre modèle pour les questions générales.')
    expect(await versionOf('neres-general')).toBe(before.general)
  })

  it("offers a NERES admin the assistant reading the data pool first: upload to the default collection, ask, get the document's sentence quoted", async () => {
    const [first] = await chatAssistants(neresAdmin)
    expect(first).toMatchObject({ id: 'neres-all', name: 'NERES – Toutes les sources' })
    const [collection] = (
      await t.app.inject({ url: '/api/knowledge/collections', headers: neresAdmin })
    ).json() as { id: string; name: string }[]
    expect(collection!.name).toBe('Général')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/knowledge/files?${new URLSearchParams({ collectionId: collection!.id, filename: 'procedure-rappel.txt' })}`,
      headers: { ...neresAdmin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(
        'Procédure de rappel de lots.\n\nEn cas de rappel, le pharmacien responsable informe l’ANSM dans un délai de 24 heures.',
      ),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    await expect
      .poll(
        async () =>
          (
            await t.app.inject({ url: `/api/knowledge/files/${uploaded.json().id}`, headers: neresAdmin })
          ).json().status,
        { timeout: 60_000, interval: 100 },
      )
      .toBe('ready')
    const threadId = await createThread(t, neresAdmin, {
      assistantId: first!.id,
      routeId: 'neres-ai',
      kind: 'dynamic',
    })
    const { text, citations } = await ask(
      neresAdmin,
      threadId,
      'Dans quel délai le pharmacien responsable informe-t-il l’ANSM en cas de rappel ?',
    )
    expect(text).toContain(
      '> En cas de rappel, le pharmacien responsable informe l’ANSM dans un délai de 24 heures. [1]',
    )
    expect(citations).toEqual([expect.objectContaining({ n: 1, filename: 'procedure-rappel.txt' })])
  })

  it('has a files-only assistant that found nothing say which assistant reads the data pool', async () => {
    const threadId = await createThread(t, neresAdmin, {
      assistantId: 'neres-files',
      routeId: 'neres-ai',
      kind: 'dynamic',
    })
    const { text } = await ask(
      neresAdmin,
      threadId,
      'Dans quel délai le pharmacien responsable informe-t-il l’ANSM ?',
    )
    expect(text).toBe(
      "Rien n'a été trouvé dans les sources pour votre question. Cet assistant ne lit que les fichiers joints à cette conversation; vos documents du pool de données sont lus par « NERES – Toutes les sources ».",
    )
    // Without an assistant reading the data pool that the user may use, it says only that nothing was found.
    await t.app.db.update(assistants).set({ status: 'draft' }).where(eq(assistants.tenantGroup, 'IGEPHA'))
    const files = await t.addAssistant('IGEPHA', { sourceMode: 'files' })
    const { headers } = await t.signInAs('READ', 'IGEPHA')
    const igephaThread = await createThread(t, headers, {
      assistantId: files,
      routeId: 'chatbot',
      kind: 'classic',
    })
    expect((await ask(headers, igephaThread, 'Wie lange dauert ein Rückruf?')).text).toBe(
      'In den Quellen wurde nichts zu Ihrer Frage gefunden.',
    )
  })

  it('offers a new collection to every assistant whose source mode reads the data pool, also those narrowed to collections', async () => {
    const { headers: admin } = await t.signInAs('ADMIN', 'DEMO')
    const existing = await t.addCollection('DEMO', { name: 'Bestehend', internal: false })
    const narrowed = {
      all: await t.addAssistant('DEMO', { sourceMode: 'all', collectionIds: [existing] }),
      internal: await t.addAssistant('DEMO', { sourceMode: 'internal', collectionIds: [existing] }),
      files: await t.addAssistant('DEMO', { sourceMode: 'files', collectionIds: [existing] }),
      general: await t.addAssistant('DEMO', { sourceMode: 'general', collectionIds: [existing] }),
    }
    const otherTenant = await t.addAssistant('BPI', { sourceMode: 'all', collectionIds: ['elsewhere'] })
    const create = async (name: string, internal: boolean) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/knowledge/collections',
        headers: admin,
        payload: { name, internal },
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json() as { id: string; usedBy: { id: string }[] }
    }
    const open = await create('Neu offen', false)
    const internal = await create('Neu intern', true)
    const collectionsOf = async (id: string) =>
      (await t.app.db.select().from(assistants).where(eq(assistants.id, id)))[0]!.collectionIds
    expect(await collectionsOf(narrowed.all)).toEqual([existing, open.id, internal.id])
    expect(await collectionsOf(narrowed.internal)).toEqual([existing, internal.id])
    expect(await collectionsOf(narrowed.files)).toEqual([existing])
    expect(await collectionsOf(narrowed.general)).toEqual([existing])
    expect(await collectionsOf(otherTenant)).toEqual(['elsewhere'])
    // The answer names every assistant that now draws on it: the fixed demo-all (not narrowed) and ours.
    expect(open.usedBy.map((a) => a.id)).toEqual(expect.arrayContaining(['demo-all', narrowed.all]))
    expect(open.usedBy.map((a) => a.id)).not.toContain(narrowed.internal)
    // A name taken: 409 and no assistant changed.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/knowledge/collections',
      headers: admin,
      payload: { name: 'Neu offen', internal: false },
    })
    expect(again.statusCode).toBe(409)
    expect(await collectionsOf(narrowed.all)).toHaveLength(3)
    const count = (await t.app.db.execute(
      sql`select count(*)::int as n from knowledge_collections where tenant_group = 'DEMO' and name = 'Neu offen'`,
    )) as unknown as { rows: { n: number }[] }
    expect(Number(count.rows[0]!.n)).toBe(1)
  })
})
