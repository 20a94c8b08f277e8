import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, requestsOf } from '../../product-data/testing/render-product-data.tsx'
import de from '../../../../generated/messages-de.gen.ts'
import en from '../../../../generated/messages-en.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'
import { PROVIDER, renderModelsPage, settingsOf } from '../testing/render-models-page.tsx'

const CATALOGUES = { de, en, fr } as const

const MODEL = {
  id: 'm1',
  providerId: 'p1',
  providerName: 'Azure Nord',
  modelName: 'gpt-4o',
  displayName: 'GPT-4o',
  capabilities: ['chat'],
  contextWindow: 128000,
  priceInputPerMillion: 2.5,
  priceOutputPerMillion: 10,
  pricePerImage: null,
  enabled: true,
}
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the assistant models page', () => {
  it('tells the ROOT of PARENT on a fresh install that the offline engine answers and offers to add a provider', async () => {
    await renderModelsPage()
    expect(await screen.findByText(/Noch kein Anbieter: Die Offline-Antwortmaschine/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Anbieter hinzufügen' }))
    expect(await screen.findByRole('dialog', { name: 'Anbieter hinzufügen' })).toBeTruthy()
  })

  it('tests a connection and adds a listed model with one click', async () => {
    const api = await renderModelsPage({
      providers: [PROVIDER],
      models: [MODEL],
      routes: {
        'POST /api/ai-admin/providers/p1/test': () =>
          json(200, { ok: true, models: ['gpt-4o', 'gpt-4o-mini'] }),
        'POST /api/ai-admin/models': () =>
          json(201, { ...MODEL, id: 'm2', modelName: 'gpt-4o-mini', displayName: 'gpt-4o-mini' }),
      },
    })
    const providers = await screen.findByRole('table', { name: 'Anbieter' })
    expect(within(providers).getByText('…9f2a')).toBeTruthy()
    expect(screen.queryByText(/Noch kein Anbieter/)).toBeNull()
    fireEvent.click(within(providers).getByRole('button', { name: 'Verbindung testen' }))
    expect(await screen.findByText('Verbindung funktioniert: 2 Modelle gefunden.')).toBeTruthy()
    fireEvent.click(screen.getByText('gpt-4o-mini'))
    const dialog = await screen.findByRole('dialog', { name: 'Modell hinzufügen' })
    expect(
      (within(dialog).getByRole('combobox', { name: /Modellname beim Anbieter/ }) as HTMLInputElement).value,
    ).toBe('gpt-4o-mini')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/ai-admin/models'))
    const posted = api.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST' && request.url.endsWith('/api/ai-admin/models'))!
    expect(await posted.clone().json()).toMatchObject({
      providerId: 'p1',
      modelName: 'gpt-4o-mini',
      capabilities: ['chat'],
    })
  })

  it('offers the models a connection test listed in the model name field, and still takes another name', async () => {
    const api = await renderModelsPage({
      providers: [PROVIDER],
      models: [MODEL],
      routes: {
        'POST /api/ai-admin/providers/p1/test': () =>
          json(200, { ok: true, models: ['gpt-4o', 'gpt-4o-mini', 'o3-mini'] }),
        'POST /api/ai-admin/models': () => json(201, { ...MODEL, id: 'm2' }),
      },
    })
    const providers = await screen.findByRole('table', { name: 'Anbieter' })
    fireEvent.click(within(providers).getByRole('button', { name: 'Verbindung testen' }))
    expect(await screen.findByText('Verbindung funktioniert: 3 Modelle gefunden.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Modell hinzufügen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modell hinzufügen' })
    const name = within(dialog).getByRole('combobox', {
      name: /Modellname beim Anbieter/,
    }) as HTMLInputElement
    expect(within(dialog).getByText(/Aus der Liste des letzten Verbindungstests wählen/)).toBeTruthy()
    fireEvent.change(name, { target: { value: 'mini' } })
    const options = await screen.findByRole('listbox')
    expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['gpt-4o-mini', 'o3-mini'])
    fireEvent.click(within(options).getByRole('option', { name: 'o3-mini' }))
    expect(name.value).toBe('o3-mini')
    // Free text stays possible: a name the test did not list.
    fireEvent.change(name, { target: { value: 'my-finetune-7b' } })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Anzeigename/ }), {
      target: { value: 'Finetune' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(requestsOf(api)).toContain('POST /api/ai-admin/models'))
    const posted = api.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'POST' && request.url.endsWith('/api/ai-admin/models'))!
    expect(await posted.clone().json()).toMatchObject({ providerId: 'p1', modelName: 'my-finetune-7b' })
  })

  it('lets the ROOT of PARENT try a model in a short chat, and says why it did not answer', async () => {
    const bodies: unknown[] = []
    let fail = false
    await renderModelsPage({
      providers: [PROVIDER],
      models: [MODEL, { ...MODEL, id: 'm9', displayName: 'Embed', capabilities: ['embeddings'] }],
      routes: {
        'POST /api/ai-admin/models/m1/try': async (request) => {
          bodies.push(await request.json())
          if (fail) return json(409, { message: 'x', code: 'ai.timeout' })
          return json(200, { text: 'Vier.', inputTokens: 20, outputTokens: 3, latencyMs: 1500 })
        },
      },
    })
    const models = await screen.findByRole('table', { name: 'Modelle' })
    // Only a chat model can be tried.
    expect(within(models).getAllByRole('button', { name: 'Ausprobieren' })).toHaveLength(1)
    fireEvent.click(within(models).getByRole('button', { name: 'Ausprobieren' }))
    const dialog = await screen.findByRole('dialog', { name: 'GPT-4o ausprobieren' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ihre Nachricht' }), {
      target: { value: 'Was ist zwei plus zwei?' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }))
    expect(await within(dialog).findByText('Vier.')).toBeTruthy()
    expect(within(dialog).getByRole('status').textContent).toBe('20 Tokens gesendet, 3 erhalten, 1,5 s')
    fail = true
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ihre Nachricht' }), {
      target: { value: 'Und drei plus drei?' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Senden' }))
    expect(
      await within(dialog).findByText(
        'Das Modell hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es noch einmal.',
      ),
    ).toBeTruthy()
    expect(bodies[1]).toEqual({
      messages: [
        { role: 'user', content: 'Was ist zwei plus zwei?' },
        { role: 'assistant', content: 'Vier.' },
        { role: 'user', content: 'Und drei plus drei?' },
      ],
    })
  })

  it.each([
    ['de', 'ai.modelDisabled', 'Dieses Modell ist inaktiv. Aktivieren Sie es, um es auszuprobieren.'],
    ['en', 'ai.providerDisabled', "This model's provider is disabled. Enable the provider to try the model."],
    ['fr', 'ai.modelDisabled', "Ce modèle est inactif. Activez-le pour l'essayer."],
  ] as const)('says in %s why a switched-off model cannot be tried (%s)', async (locale, code, shown) => {
    const texts = CATALOGUES[locale] as Record<string, string>
    await renderModelsPage({
      providers: [PROVIDER],
      models: [MODEL],
      locale,
      routes: {
        'POST /api/ai-admin/models/m1/try': () => json(422, { message: 'The model is disabled', code }),
      },
    })
    const models = await screen.findByRole('table', { name: texts['aiAdmin.models'] })
    fireEvent.click(within(models).getByRole('button', { name: texts['aiAdmin.try'] }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: texts['aiAdmin.tryQuestion'] }), {
      target: { value: 'Hallo?' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: texts['aiAdmin.trySend'] }))
    expect(await within(dialog).findByText(shown)).toBeTruthy()
  })

  it('offers the ROOT of PARENT every tenant group of the manifest, ALEXION too, and loads the one picked', async () => {
    const api = await renderModelsPage({
      providers: [PROVIDER],
      models: [MODEL],
      routes: {
        'GET /api/ai-admin/tenant-settings/ALEXION': () => json(200, settingsOf('ALEXION')),
      },
    })
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Gruppe' }))
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['PARENT', 'DEMO', 'BPI', 'IGEPHA', 'NERES', 'ALEXION'])
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'ALEXION' }))
    expect(await screen.findByText('KI-Einstellungen der Gruppe ALEXION')).toBeTruthy()
    expect(requestsOf(api)).toContain('GET /api/ai-admin/tenant-settings/ALEXION')
  })

  it('edits a provider: the key stays unless typed, masked headers go back as they came, bad header lines are refused', async () => {
    const provider = { ...PROVIDER, headers: { 'api-key': '••••5555', 'x-team': 'nord' } }
    const api = await renderModelsPage({
      providers: [provider],
      routes: {
        'PATCH /api/ai-admin/providers/p1': async (request) =>
          json(200, { ...provider, ...(await request.json()) }),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten' }))
    const dialog = await screen.findByRole('dialog', { name: 'Anbieter bearbeiten' })
    expect(
      within(dialog).getByText('Leer lassen, um den gespeicherten Schlüssel (…9f2a) zu behalten'),
    ).toBeTruthy()
    const headers = within(dialog).getByRole('textbox', { name: 'Zusätzliche Header' }) as HTMLTextAreaElement
    expect(headers.value).toBe('api-key: ••••5555\nx-team: nord')
    fireEvent.change(headers, { target: { value: 'api-key: ••••5555\nkaputt' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(within(dialog).getByText('Jede Zeile braucht die Form Name: Wert.')).toBeTruthy()
    fireEvent.change(headers, { target: { value: 'api-key: ••••5555\nx-team: sued' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(requestsOf(api)).toContain('PATCH /api/ai-admin/providers/p1'))
    const patched = api.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'PATCH')!
    const body = await patched.clone().json()
    expect(body.headers).toEqual({ 'api-key': '••••5555', 'x-team': 'sued' })
    expect(body).not.toHaveProperty('apiKey')
  })

  it("shows why a connection test failed, in the user's language", async () => {
    await renderModelsPage({
      providers: [PROVIDER],
      routes: {
        'POST /api/ai-admin/providers/p1/test': () =>
          json(200, { ok: false, code: 'ai.authFailed', models: [] }),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Verbindung testen' }))
    expect(
      await screen.findByText(/Verbindung fehlgeschlagen: Der Modellanbieter hat die Anmeldung abgelehnt/),
    ).toBeTruthy()
  })

  it('says why a provider address on a private network was refused, and what the operator can do', async () => {
    await renderModelsPage({
      providers: [PROVIDER],
      routes: {
        'POST /api/ai-admin/providers/p1/test': () =>
          json(200, { ok: false, code: 'ai.addressRefused', models: [] }),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Verbindung testen' }))
    expect(
      await screen.findByText(
        /Verbindung fehlgeschlagen: Die Adresse des Anbieters liegt im eigenen oder einem privaten Netz.*OUTBOUND_ALLOWED_HOSTS/,
      ),
    ).toBeTruthy()
  })

  it("gives a tenant admin only their settings: allowed models, default, budget with this month's use", async () => {
    const api = await renderModelsPage({
      user: { role: 'ADMIN', group: 'DEMO' },
      models: [MODEL],
      settings: settingsOf('DEMO', {
        monthlyTokenBudget: 1000,
        monthTokensUsed: 250,
        monthCostEstimate: 0.5,
      }),
      routes: {
        'PATCH /api/ai-admin/tenant-settings/DEMO': async (request) =>
          json(200, { ...settingsOf('DEMO'), ...(await request.json()) }),
      },
    })
    expect(await screen.findByText('KI-Einstellungen der Gruppe DEMO')).toBeTruthy()
    expect(screen.getByText('250 von 1.000 Tokens in diesem Monat (ca. 0,50 €)')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Anbieter' })).toBeNull()
    expect(requestsOf(api)).not.toContain('GET /api/ai-admin/providers')
    fireEvent.click(screen.getByRole('checkbox', { name: 'GPT-4o (Azure Nord)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(requestsOf(api)).toContain('PATCH /api/ai-admin/tenant-settings/DEMO'))
    const patched = api.mock.calls
      .map(([request]) => request as Request)
      .find((request) => request.method === 'PATCH')!
    expect(await patched.clone().json()).toMatchObject({
      allowedModelIds: ['m1'],
      defaultChatModelId: null,
      monthlyTokenBudget: 1000,
    })
  })

  it("shows the month's images beside the image budget and saves a new budget, or none", async () => {
    const bodies: Record<string, unknown>[] = []
    let stored = settingsOf('DEMO', { monthlyImageBudget: 40, monthImagesUsed: 12 })
    await renderModelsPage({
      user: { role: 'ADMIN', group: 'DEMO' },
      models: [MODEL],
      routes: {
        'GET /api/ai-admin/tenant-settings/DEMO': () => json(200, stored),
        'PATCH /api/ai-admin/tenant-settings/DEMO': async (request) => {
          const body = (await request.json()) as Record<string, unknown>
          bodies.push(body)
          stored = { ...stored, ...body }
          return json(200, stored)
        },
      },
    })
    expect(await screen.findByText('12 von 40 Bildern in diesem Monat')).toBeTruthy()
    expect(screen.getByText('0 Tokens in diesem Monat (ca. 0,00 €), ohne Budget')).toBeTruthy()
    const field = screen.getByRole('spinbutton', {
      name: 'Monatliches Bild-Budget (Bilder)',
    }) as HTMLInputElement
    expect(field.value).toBe('40')
    fireEvent.change(field, { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ monthlyImageBudget: 3, monthlyTokenBudget: null })
    expect(await screen.findByText('12 von 3 Bildern in diesem Monat')).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Monatliches Bild-Budget (Bilder)' }), {
      target: { value: '' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]).toMatchObject({ monthlyImageBudget: null })
    expect(await screen.findByText('12 Bilder in diesem Monat, ohne Budget')).toBeTruthy()
  })

  it('shows a refused default at its field', async () => {
    await renderModelsPage({
      user: { role: 'ADMIN', group: 'DEMO' },
      models: [MODEL],
      routes: {
        'PATCH /api/ai-admin/tenant-settings/DEMO': () =>
          json(400, {
            message: 'x',
            code: 'validation',
            fieldErrors: { defaultChatModelId: { code: 'ai.defaultNotAllowed', message: 'x' } },
          }),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }))
    expect(
      await screen.findByText('Das Standard-Chatmodell muss freigegeben sein und chatten können.'),
    ).toBeTruthy()
  })

  it('lets a tenant admin choose how long threads are kept: a usual period, another number of days, or no limit', async () => {
    const bodies: unknown[] = []
    await renderModelsPage({
      user: { role: 'ADMIN', group: 'DEMO' },
      settings: settingsOf('DEMO', { threadRetentionDays: 45 }),
      routes: {
        'PATCH /api/ai-admin/tenant-settings/DEMO': async (request) => {
          const body = await request.json()
          bodies.push(body)
          return json(200, { ...settingsOf('DEMO'), ...body })
        },
      },
    })
    // 45 days is none of the usual periods: shown as "other" with its number.
    const period = await screen.findByRole('combobox', { name: 'Chatverläufe behalten' })
    expect(period.textContent).toBe('Andere Dauer …')
    expect((screen.getByRole('spinbutton', { name: 'Tage (1 bis 3650)' }) as HTMLInputElement).value).toBe(
      '45',
    )
    expect(screen.getByText(/angeheftete bleiben/)).toBeTruthy()

    fireEvent.mouseDown(period)
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '90 Tage' }))
    expect(screen.queryByRole('spinbutton', { name: 'Tage (1 bis 3650)' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chatverläufe behalten' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Ohne Begrenzung' }))
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies.map((body) => (body as { threadRetentionDays: unknown }).threadRetentionDays)).toEqual([
      90,
      null,
    ])
  })

  it('speaks French to a NERES admin on a fresh install', async () => {
    await renderModelsPage({ user: { role: 'ADMIN', group: 'NERES' }, locale: 'fr' })
    expect(
      await screen.findByText(/Aucun fournisseur pour l'instant : le moteur de réponse hors ligne répond/),
    ).toBeTruthy()
  })
})
