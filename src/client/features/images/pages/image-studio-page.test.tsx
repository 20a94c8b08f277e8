import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderProductData, requestsOf, serveApi } from '../../product-data/testing/render-product-data.tsx'
import ImageStudioPage from './image-studio-page.tsx'

const imageOf = (id: string, extra: object = {}) => ({
  id,
  visibility: 'private',
  origin: 'uploaded',
  prompt: '',
  negativePrompt: '',
  settings: {},
  modelName: null,
  mediaType: 'image/png',
  width: 100,
  height: 80,
  sizeBytes: 100,
  parentImageId: null,
  mine: true,
  authorName: 'anna',
  createdAt: '2026-11-20T10:00:00Z',
  ...extra,
})
const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the image studio page', () => {
  it('says that inpainting needs an edit model, and still crops and converts an uploaded image into a new one with its lineage', async () => {
    const original = imageOf('a')
    const cropped = imageOf('b', { origin: 'edited', mediaType: 'image/webp', width: 50, height: 40, parentImageId: 'a', settings: { operation: 'crop+format' } })
    const api = serveApi({
      'GET /api/images/models': () => json(200, { items: [{ id: 'g', label: 'Generate only', canGenerate: true, canEdit: false }], promptHelper: false }),
      'GET /api/images': () => json(200, { items: [original], nextCursor: null }),
      'GET /api/images/a': () => json(200, original),
      'GET /api/images/b': () => json(200, cropped),
      'GET /api/images/a/lineage': () => json(200, { items: [original] }),
      'GET /api/images/b/lineage': () => json(200, { items: [cropped, original] }),
      'GET /api/images/a/content': () => png(),
      'GET /api/images/b/content': () => png(),
      'POST /api/images/a/transform': () => json(201, cropped),
    })
    await renderProductData(<ImageStudioPage />, { user: { role: 'ADMIN', group: 'DEMO' } })
    const notice = await screen.findByRole('status')
    expect(notice.textContent).toContain('kein Bildmodell eingerichtet, das Bilder bearbeiten kann')
    expect(within(notice).getByRole('link', { name: '„Assistenten & Modelle“ öffnen' })).toBeTruthy()

    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen: Hochgeladen' }))
    const editor = await screen.findByRole('region', { name: 'Bild bearbeiten' })
    expect(within(editor).queryByRole('form', { name: 'Einen Teil ändern (Inpainting)' })).toBeNull()
    fireEvent.click(within(editor).getByRole('checkbox', { name: 'Zuschneiden' }))
    fireEvent.change(within(editor).getByRole('spinbutton', { name: 'Links (px)' }), { target: { value: '10' } })
    fireEvent.change(within(editor).getAllByRole('spinbutton', { name: 'Breite (px)' })[0]!, { target: { value: '50' } })
    fireEvent.change(within(editor).getAllByRole('spinbutton', { name: 'Höhe (px)' })[0]!, { target: { value: '40' } })
    fireEvent.mouseDown(within(editor).getByRole('combobox', { name: 'Format' }))
    fireEvent.click(await screen.findByRole('option', { name: 'WebP' }))
    fireEvent.click(within(within(editor).getByRole('form', { name: 'Zuschneiden, Größe, Format' })).getByRole('button', { name: 'Als neues Bild anwenden' }))

    await waitFor(() => expect(requestsOf(api)).toContain('GET /api/images/b/lineage'))
    const posted = api.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST')!
    expect(await posted.clone().json()).toEqual({ crop: { left: 10, top: 0, width: 50, height: 40 }, format: 'webp' })
    const lineage = await screen.findByRole('region', { name: 'Herkunft' })
    await waitFor(() => expect(within(lineage).getAllByRole('listitem')).toHaveLength(2))
    expect(within(lineage).getByText('Bearbeitet · zugeschnitten, umgewandelt')).toBeTruthy()
    expect(within(lineage).getByRole('button', { name: 'Bearbeitet' }).getAttribute('aria-current')).toBe('true')
  })

  it("puts text and the group's logo on the image", async () => {
    const original = imageOf('a', { prompt: 'Schaufenster' })
    const branded = imageOf('c', { origin: 'edited', parentImageId: 'a', settings: { operation: 'overlay' } })
    const api = serveApi({
      'GET /api/images/models': () => json(200, { items: [], promptHelper: false }),
      'GET /api/images': () => json(200, { items: [original], nextCursor: null }),
      'GET /api/images/a': () => json(200, original),
      'GET /api/images/c': () => json(200, branded),
      'GET /api/images/a/lineage': () => json(200, { items: [original] }),
      'GET /api/images/c/lineage': () => json(200, { items: [branded, original] }),
      'GET /api/images/a/content': () => png(),
      'GET /api/images/c/content': () => png(),
      'POST /api/images/a/overlay': () => json(201, branded),
    })
    await renderProductData(<ImageStudioPage />, { user: { role: 'READ', group: 'DEMO' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Öffnen: Schaufenster' }))
    const form = await screen.findByRole('form', { name: 'Text und Logo' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Text' }), { target: { value: 'Frühlingsaktion' } })
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Logo der Gruppe' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Oben rechts' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Als neues Bild anwenden' }))
    await waitFor(() => expect(requestsOf(api)).toContain('GET /api/images/c/lineage'))
    const posted = api.mock.calls.map(([request]) => request as Request).find((request) => request.method === 'POST')!
    expect(await posted.clone().json()).toEqual({ text: 'Frühlingsaktion', textPosition: 'bottom', textColor: 'white', logoCorner: 'top-right' })
    expect(await within(await screen.findByRole('region', { name: 'Herkunft' })).findByText('Bearbeitet · Text und Logo')).toBeTruthy()
  })

  it('refuses a file that is not PNG, JPEG or WebP before uploading it', async () => {
    const api = serveApi({
      'GET /api/images/models': () => json(200, { items: [], promptHelper: false }),
      'GET /api/images': () => json(200, { items: [], nextCursor: null }),
    })
    await renderProductData(<ImageStudioPage />, { user: { role: 'READ', group: 'DEMO' } })
    const input = await screen.findByLabelText('Bild hochladen', { selector: 'input' })
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] } })
    expect(await screen.findByText('Nur PNG-, JPEG- und WebP-Bilder werden angenommen.')).toBeTruthy()
    expect(requestsOf(api).some((line) => line.startsWith('POST'))).toBe(false)
  })
})
