import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderProductData, requestsOf, serveApi } from '../../product-data/testing/render-product-data.tsx'
import ImageGeneratorPage from './image-generator-page.tsx'

const MODELS = { items: [{ id: 'img-1', label: 'GPT Image', canGenerate: true, canEdit: false }], promptHelper: true }
const imageOf = (id: string, prompt: string, extra: object = {}) => ({
  id,
  visibility: 'private',
  origin: 'generated',
  prompt,
  negativePrompt: '',
  settings: { size: '1024x1024', quality: 'auto', style: 'none' },
  modelName: 'GPT Image',
  mediaType: 'image/png',
  width: 64,
  height: 64,
  sizeBytes: 100,
  parentImageId: null,
  mine: true,
  authorName: 'anna',
  createdAt: '2026-11-20T10:00:00Z',
  ...extra,
})
const ndjson = (events: object[]) =>
  new Response(events.map((event) => `${JSON.stringify(event)}\n`).join(''), { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } })
const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { status: 200, headers: { 'Content-Type': 'image/png' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the image generator page', () => {
  it('says plainly that there is no image model and tells an admin where to add one', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, { items: [], promptHelper: false }),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'ADMIN', group: 'DEMO' } })
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toContain('Für Ihre Gruppe ist noch kein Bildmodell eingerichtet')
    expect(notice.textContent).toContain('„Assistenten & Modelle“')
    expect(within(notice).getByRole('link', { name: '„Assistenten & Modelle“ öffnen' }).getAttribute('href')).toBe('/ai-services/assistant-models')
    expect(screen.queryByRole('button', { name: 'Erzeugen' })).toBeNull()
    expect(await screen.findByText('Noch keine Bilder.')).toBeTruthy()
  })

  it('tells a user who is no admin to ask one', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, { items: [], promptHelper: false }),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'BPI' } })
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toContain('Bitten Sie eine Administratorin oder einen Administrator')
    expect(within(notice).queryByRole('link')).toBeNull()
  })

  it('generates two images, shows each with the progress and a refusal in its slot, and generates again with the same settings', async () => {
    const api = serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
      'POST /api/images/generate': () =>
        ndjson([
          { type: 'start', count: 2 },
          { type: 'image', index: 1, image: imageOf('b', 'Apotheke im Frühling') },
          { type: 'error', index: 0, code: 'ai.contentPolicy' },
          { type: 'done' },
        ]),
      'GET /api/images/b/content': () => png(),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'DEMO' } })
    fireEvent.change(await screen.findByRole('textbox', { name: /Beschreibung/ }), { target: { value: 'Apotheke im Frühling' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Vermeiden (optional)' }), { target: { value: 'Text' } })
    fireEvent.click(screen.getByRole('button', { name: 'Erzeugen' }))
    await waitFor(() => expect(screen.getByText('2 von 2 Bildern fertig')).toBeTruthy())
    expect(screen.getByText(/Bild 1 konnte nicht erzeugt werden: Der Anbieter hat die Anfrage nach seinen Inhaltsrichtlinien abgelehnt/)).toBeTruthy()
    const card = screen.getByRole('article', { name: 'Bild: Apotheke im Frühling' })
    expect(within(card).getByText('Apotheke im Frühling')).toBeTruthy()
    expect(await within(card).findByRole('img', { name: 'Bild: Apotheke im Frühling' })).toBeTruthy()
    const posted = api.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST')
    expect(await posted[0]!.clone().json()).toEqual({ modelId: 'img-1', prompt: 'Apotheke im Frühling', negativePrompt: 'Text', count: 2, size: '1024x1024', quality: 'auto', style: 'none' })

    fireEvent.click(screen.getByRole('button', { name: 'Erneut erzeugen' }))
    await waitFor(() => expect(requestsOf(api).filter((line) => line === 'POST /api/images/generate')).toHaveLength(2))
    const again = api.mock.calls.map(([request]) => request as Request).filter((request) => request.method === 'POST')[1]!
    expect(await again.clone().json()).toEqual(await posted[0]!.clone().json())
  })

  it('updates a result card at once when it is shared there, and removes it when it is deleted there', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
      'POST /api/images/generate': () =>
        ndjson([
          { type: 'start', count: 2 },
          { type: 'image', index: 0, image: imageOf('a', 'Schaufenster Herbst') },
          { type: 'image', index: 1, image: imageOf('b', 'Schaufenster Winter') },
          { type: 'done' },
        ]),
      'GET /api/images/a/content': () => png(),
      'GET /api/images/b/content': () => png(),
      'PATCH /api/images/a': async (request) => json(200, imageOf('a', 'Schaufenster Herbst', await request.json())),
      'DELETE /api/images/b': () => new Response(null, { status: 204 }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'DEMO' } })
    fireEvent.change(await screen.findByRole('textbox', { name: /Beschreibung/ }), { target: { value: 'Schaufenster' } })
    fireEvent.click(screen.getByRole('button', { name: 'Erzeugen' }))
    const results = await screen.findByRole('region', { name: 'Ergebnisse' })
    const first = await within(results).findByRole('article', { name: 'Bild: Schaufenster Herbst' })
    expect(within(first).getByText(/Privat/)).toBeTruthy()
    fireEvent.click(within(first).getByRole('button', { name: 'Mit meiner Gruppe teilen' }))
    expect(await within(first).findByText(/Mit Ihrer Gruppe geteilt/)).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Privat machen' })).toBeTruthy()

    const second = within(results).getByRole('article', { name: 'Bild: Schaufenster Winter' })
    fireEvent.click(within(second).getByRole('button', { name: 'Löschen' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }))
    await waitFor(() => expect(within(results).queryByRole('article', { name: 'Bild: Schaufenster Winter' })).toBeNull())
    expect(within(results).getByRole('article', { name: 'Bild: Schaufenster Herbst' })).toBeTruthy()
  })

  it('shows an image-budget refusal before any image in the user language', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
      'POST /api/images/generate': () => json(409, { message: 'ai.imageBudgetExceeded', code: 'ai.imageBudgetExceeded' }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'DEMO' } })
    fireEvent.change(await screen.findByRole('textbox', { name: /Beschreibung/ }), { target: { value: 'Apotheke' } })
    fireEvent.click(screen.getByRole('button', { name: 'Erzeugen' }))
    expect(await screen.findByText(/Das monatliche Bild-Budget Ihrer Gruppe reicht für so viele Bilder nicht aus/)).toBeTruthy()
  })

  it('shows a budget refusal before any image in the user language', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
      'POST /api/images/generate': () => json(409, { message: 'ai.budgetExceeded', code: 'ai.budgetExceeded' }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'NERES' }, locale: 'fr' })
    fireEvent.change(await screen.findByRole('textbox', { name: /Description/ }), { target: { value: 'Pharmacie' } })
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }))
    expect(await screen.findByText(/budget mensuel/)).toBeTruthy()
  })

  it('rewrites a short idea with the description helper', async () => {
    serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
      'POST /api/images/prompt-helper': () => json(200, { prompt: 'A sunlit pharmacy counter with spring flowers.' }),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'DEMO' } })
    const prompt = (await screen.findByRole('textbox', { name: /Beschreibung/ })) as HTMLTextAreaElement
    fireEvent.change(prompt, { target: { value: 'Apotheke Frühling' } })
    fireEvent.click(screen.getByRole('button', { name: 'Beschreibung verbessern' }))
    await waitFor(() => expect(prompt.value).toBe('A sunlit pharmacy counter with spring flowers.'))
  })

  it('searches the gallery by description and shows shared images of colleagues without share controls', async () => {
    const api = serveApi({
      'GET /api/images/models': () => json(200, MODELS),
      'GET /api/images': (request) =>
        json(200, { items: new URL(request.url).searchParams.get('q') === 'Tabletten' ? [imageOf('c', 'Tabletten auf Holz', { mine: false, visibility: 'tenant', authorName: 'ben' })] : [], nextCursor: null }),
      'GET /api/images/c/content': () => png(),
    })
    await renderProductData(<ImageGeneratorPage />, { user: { role: 'READ', group: 'DEMO' } })
    expect(await screen.findByText('Noch keine Bilder.')).toBeTruthy()
    fireEvent.change(screen.getByRole('searchbox', { name: 'Nach Beschreibung suchen' }), { target: { value: 'Tabletten' } })
    const card = await screen.findByRole('article', { name: 'Bild: Tabletten auf Holz' })
    expect(within(card).getByText(/ben, .* · Mit Ihrer Gruppe geteilt/)).toBeTruthy()
    expect(within(card).queryByRole('button', { name: 'Privat machen' })).toBeNull()
    expect(within(card).queryByRole('button', { name: 'Löschen' })).toBeNull()
    expect(within(card).getByRole('button', { name: 'PNG herunterladen' })).toBeTruthy()
    expect(requestsOf(api)).toContain('GET /api/images?q=Tabletten&scope=all&limit=24')
  })
})
