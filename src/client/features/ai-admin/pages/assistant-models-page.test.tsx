// The assistant-models page for the ROOT of PARENT: providers and their connection tests, adding and
// trying models, the tenant groups to pick. A tenant admin's settings: tenant-settings-page.test.tsx.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, requestsOf } from '../../product-data/testing/render-product-data.tsx'
import de from '../../../../generated/messages-de.gen.ts'
import en from '../../../../generated/messages-en.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'
import { MODEL, PROVIDER, renderModelsPage, settingsOf } from '../testing/render-models-page.tsx'

const CATALOGUES = { de, en, fr } as const

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
})
