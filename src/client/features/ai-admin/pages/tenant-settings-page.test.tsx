// The assistant-models page for a tenant admin: only the group's settings (allowed models, default,
// budgets with the month's use, thread retention), refusals at their fields, and the tenant's language.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, requestsOf } from '../../product-data/testing/render-product-data.tsx'
import { MODEL, renderModelsPage, settingsOf } from '../testing/render-models-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("a tenant admin's settings on the assistant models page", () => {
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
