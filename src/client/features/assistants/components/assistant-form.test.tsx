import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import { AssistantForm } from './assistant-form.tsx'

const SAVED = {
  id: 'a1', tenantGroup: 'BPI', fixed: false, status: 'draft', version: 1, name: 'Dosis', description: '', icon: 'smart-toy', instructions: '',
  modelId: null, temperature: null, maxAnswerTokens: null, sourceMode: 'files', conversationStarters: ['Wie dosiere ich?'], disclaimer: null, levels: ['ROOT', 'ADMIN', 'WRITE', 'READ'], collectionIds: [],
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the assistant form', () => {
  it('previews the instructions with the variables filled in, as text', async () => {
    serveApi({ 'GET /api/assistants/models': () => json(200, { items: [] }), 'GET /api/knowledge/collections': () => json(200, []) })
    await renderFeature(<AssistantForm assistant={null} onSaved={() => {}} onCancel={() => {}} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Anweisungen (Systemprompt)' }), { target: { value: 'Hallo {{user.name}}, <b>Sprache</b>: {{tenant.language}}' } })
    expect(screen.getByTestId('instructions-preview').textContent).toBe('Hallo Erika, <b>Sprache</b>: Deutsch')
    expect(await screen.findByText(/kein Modell freigegeben/)).toBeTruthy()
  })

  it('sends the fields and shows the server field errors at their fields', async () => {
    const bodies: unknown[] = []
    serveApi({
      'GET /api/assistants/models': () => json(200, { items: [{ id: 'm1', label: 'GPT Test', isDefault: true }] }),
      'GET /api/knowledge/collections': () => json(404, { message: 'x' }),
      'POST /api/assistants': async (request) => {
        bodies.push(await request.json())
        return bodies.length === 1
          ? json(400, { message: 'bad', code: 'validation', fieldErrors: { temperature: { code: 'assistants.temperatureRange', message: 'x', params: { max: 2 } } } })
          : json(201, SAVED)
      },
    })
    const onSaved = vi.fn()
    await renderFeature(<AssistantForm assistant={null} onSaved={onSaved} onCancel={() => {}} />)
    expect(screen.getByRole('combobox', { name: 'Wissenssammlungen' }).getAttribute('aria-disabled')).toBe('true')
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Dosis' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Temperatur (0–2)' }), { target: { value: '3' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Einstiegsfragen' }), { target: { value: 'Wie dosiere ich?\n\n' } })
    fireEvent.click(screen.getByRole('radio', { name: /^Nur Dateien/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('Die Temperatur muss zwischen 0 und 2 liegen.')).toBeTruthy()
    expect(bodies[0]).toMatchObject({ name: 'Dosis', temperature: 3, sourceMode: 'files', conversationStarters: ['Wie dosiere ich?'], modelId: null, levels: ['ROOT', 'ADMIN', 'WRITE', 'READ'] })
    fireEvent.change(screen.getByRole('textbox', { name: 'Temperatur (0–2)' }), { target: { value: '0,5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(bodies[1]).toMatchObject({ temperature: 0.5 })
  })

  it('sends the version it started from and says so when the save was stale', async () => {
    let body: unknown
    serveApi({
      'GET /api/assistants/models': () => json(200, { items: [] }),
      'GET /api/knowledge/collections': () => json(200, []),
      'PATCH /api/assistants/a1': async (request) => ((body = await request.json()), json(409, { message: 'stale', code: 'assistants.staleVersion' })),
    })
    await renderFeature(<AssistantForm assistant={{ ...SAVED, fixed: true, version: 4 } as never} onSaved={() => {}} onCancel={() => {}} />)
    expect((screen.getByRole('radio', { name: /^Nur Dateien/ }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText(/inzwischen geändert/)).toBeTruthy()
    expect(body).toMatchObject({ version: 4, name: 'Dosis' })
  })
})
