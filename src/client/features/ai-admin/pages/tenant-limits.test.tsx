// The tenant's limits on the assistant-models page (issue 36 finding 5, issue 37 item 5): the
// storage quota in MB or GB with its validation, and the ceilings the parent group set, shown to the
// tenant's admin and offered to the ROOT of PARENT only.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../product-data/testing/render-product-data.tsx'
import { renderModelsPage, settingsOf as baseSettingsOf } from '../testing/render-models-page.tsx'

const gb = 1024 ** 3
const mb = 1024 ** 2
/** A group's settings under its parent's ceilings: 10,000 tokens a month, 2 GB of storage. */
const settingsOf = (group: string, extra: object = {}) =>
  baseSettingsOf(group, {
    ceilings: { monthlyTokenBudget: 10_000, monthlyImageBudget: null, storageQuotaBytes: 2 * gb },
    ...extra,
  })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Serves the page for `user`, recording every PATCH body. */
async function openPage(user: { role: string; group: string }, settings: object) {
  const bodies: Record<string, unknown>[] = []
  await renderModelsPage({
    user,
    settings,
    routes: {
      [`PATCH /api/ai-admin/tenant-settings/${user.group}`]: async (request) => {
        const body = (await request.json()) as Record<string, unknown>
        bodies.push(body)
        return json(200, { ...settings, ...body })
      },
    },
  })
  return bodies
}

const pickUnit = (field: HTMLElement, unit: 'MB' | 'GB') => {
  fireEvent.mouseDown(field)
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: unit }))
}

describe('the storage quota field', () => {
  it('shows a stored quota in MB or GB, takes decimals with a comma, and sends bytes', async () => {
    const bodies = await openPage(
      { role: 'ADMIN', group: 'DEMO' },
      settingsOf('DEMO', { storageQuotaBytes: 512 * mb }),
    )
    const amount = (await screen.findByRole('textbox', { name: 'Speicherkontingent' })) as HTMLInputElement
    expect(amount.value).toBe('512')
    expect(screen.getByRole('combobox', { name: 'Einheit' }).textContent).toBe('MB')
    expect(screen.getByText('Leer: die Obergrenze, 2 GB')).toBeTruthy()

    fireEvent.change(amount, { target: { value: '1,5' } })
    pickUnit(screen.getByRole('combobox', { name: 'Einheit' }), 'GB')
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.storageQuotaBytes).toBe(1.5 * gb)

    fireEvent.change(screen.getByRole('textbox', { name: 'Speicherkontingent' }), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(bodies[1]!.storageQuotaBytes).toBeNull()
  })

  it('refuses a size that is not a number, or above the ceiling, at the field without sending anything', async () => {
    const bodies = await openPage({ role: 'ADMIN', group: 'DEMO' }, settingsOf('DEMO'))
    const amount = await screen.findByRole('textbox', { name: 'Speicherkontingent' })
    fireEvent.change(amount, { target: { value: '-3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('Geben Sie eine Größe ab 0 ein, etwa 500 oder 1,5.')).toBeTruthy()

    fireEvent.change(amount, { target: { value: '3' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(await screen.findByText('Höchstens 2 GB: die Obergrenze der übergeordneten Gruppe.')).toBeTruthy()

    // 3 MB is well under 2 GB.
    pickUnit(screen.getByRole('combobox', { name: 'Einheit' }), 'MB')
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]!.storageQuotaBytes).toBe(3 * mb)
  })
})

describe('ceilings', () => {
  it('shows a tenant admin its token ceiling, refuses a budget above it, and offers no ceiling fields', async () => {
    const bodies = await openPage({ role: 'ADMIN', group: 'DEMO' }, settingsOf('DEMO'))
    const budget = await screen.findByRole('spinbutton', { name: 'Monatliches Token-Budget' })
    expect(
      screen.getByText('Höchstens 10.000 (Obergrenze der übergeordneten Gruppe). Leer: die Obergrenze gilt.'),
    ).toBeTruthy()
    expect(screen.queryByText('Obergrenzen dieser Gruppe')).toBeNull()
    // Without a budget of its own, the ceiling is the budget its use is shown against.
    expect(screen.getByText('0 von 10.000 Tokens in diesem Monat (ca. 0,00 €)')).toBeTruthy()
    fireEvent.change(budget, { target: { value: '20000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(
      await screen.findByText('Höchstens 10.000: die Obergrenze der übergeordneten Gruppe.'),
    ).toBeTruthy()
    expect(bodies).toHaveLength(0)
    fireEvent.change(budget, { target: { value: '8000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ monthlyTokenBudget: 8000 })
    expect(bodies[0]).not.toHaveProperty('ceilings')
  })

  it('lets the ROOT of PARENT raise a ceiling and the limit under it in one save', async () => {
    const bodies = await openPage({ role: 'ROOT', group: 'PARENT' }, settingsOf('PARENT'))
    expect(await screen.findByText('Obergrenzen dieser Gruppe')).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Höchstens Tokens pro Monat' }), {
      target: { value: '50000' },
    })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Monatliches Token-Budget' }), {
      target: { value: '20000' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Höchstens Speicher' }), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({
      monthlyTokenBudget: 20000,
      ceilings: { monthlyTokenBudget: 50000, monthlyImageBudget: null, storageQuotaBytes: 5 * gb },
    })
  })
})
