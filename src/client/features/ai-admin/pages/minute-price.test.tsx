// The catalogue's price per minute of a transcription model on the models page (decision 0113, round 5):
// the ROOT of PARENT sees which transcription model lacks one, sets it in the model dialog, and reads
// the server's refusal in the page's language.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../product-data/testing/render-product-data.tsx'
import { PROVIDER, renderModelsPage } from '../testing/render-models-page.tsx'

const model = (id: string, displayName: string, capabilities: string[], pricePerMinute: number | null) => ({
  id,
  providerId: 'p1',
  providerName: 'Azure Nord',
  modelName: displayName.toLowerCase(),
  displayName,
  capabilities,
  contextWindow: null,
  priceInputPerMillion: null,
  priceOutputPerMillion: null,
  pricePerImage: null,
  pricePerMinute,
  enabled: true,
})
const WHISPER = model('m1', 'Whisper', ['transcription'], null)
const SCRIBE = model('m2', 'Scribe', ['transcription'], 0.006)
const CHAT = model('m3', 'GPT', ['chat'], null)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!

describe('price per minute on the models page', () => {
  it('marks a transcription model without a price, shows the price of the others', async () => {
    await renderModelsPage({ providers: [PROVIDER], models: [WHISPER, SCRIBE, CHAT] })
    const table = await screen.findByRole('table', { name: 'Modelle' })
    expect(within(rowOf(table, 'Whisper')).getByText('Kein Preis pro Minute')).toBeTruthy()
    expect(within(rowOf(table, 'Scribe')).getByText('0,006')).toBeTruthy()
    expect(within(rowOf(table, 'Scribe')).queryByText('Kein Preis pro Minute')).toBeNull()
    expect(within(rowOf(table, 'GPT')).queryByText('Kein Preis pro Minute')).toBeNull()
  })

  it('sends the price from the dialog of a transcription model and shows the refusal in German', async () => {
    const bodies: unknown[] = []
    await renderModelsPage({
      providers: [PROVIDER],
      models: [WHISPER, CHAT],
      routes: {
        'PATCH /api/ai-admin/models/m1': async (request: Request) => {
          bodies.push(await request.clone().json())
          return json(400, {
            message: 'The price per minute must be between 0 and 100',
            code: 'validation',
            fieldErrors: {
              pricePerMinute: {
                code: 'ai.minutePriceInvalid',
                message: 'The price per minute must be between 0 and 100',
                params: { max: 100 },
              },
            },
          })
        },
      },
    })
    const table = await screen.findByRole('table', { name: 'Modelle' })
    fireEvent.click(within(rowOf(table, 'GPT')).getByRole('button', { name: 'Bearbeiten' }))
    let dialog = await screen.findByRole('dialog', { name: 'Modell bearbeiten' })
    // A chat model has no price per minute.
    expect(within(dialog).queryByLabelText(/Preis pro Minute/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(within(rowOf(table, 'Whisper')).getByRole('button', { name: 'Bearbeiten' }))
    dialog = await screen.findByRole('dialog', { name: 'Modell bearbeiten' })
    fireEvent.change(within(dialog).getByLabelText(/Preis pro Minute Audio/), { target: { value: '250' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }))
    expect(
      await within(dialog).findByText(
        'Geben Sie einen Preis pro Minute zwischen 0 und 100 € ein oder lassen Sie das Feld leer.',
      ),
    ).toBeTruthy()
    expect(bodies[0]).toMatchObject({ capabilities: ['transcription'], pricePerMinute: 250 })
  })
})
