import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, renderFeature, serveApi } from '../../../testing/render-feature.tsx'
import type { PromptProfile } from '../api/medicheck-types.ts'
import { at, itemRowOf } from '../testing/fixtures.ts'
import { PromptEditorView } from './prompt-editor-view.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const schema = {
  type: 'object',
  required: ['relevance'],
  properties: { relevance: { type: 'integer', minimum: 0, maximum: 100 } },
}

function profiles(): PromptProfile[] {
  return [
    {
      profile: 'pvScreening',
      schemaVersion: 1,
      outputSchema: schema,
      versions: [
        {
          id: 'p1',
          profile: 'pvScreening',
          schemaVersion: 1,
          createdBy: null,
          version: 1,
          instruction: 'Finde Verdachtsfälle.',
          note: null,
          inUse: false,
          createdAt: at,
        },
        {
          id: 'p2',
          profile: 'pvScreening',
          schemaVersion: 1,
          createdBy: null,
          version: 2,
          instruction: 'Finde Verdachtsfälle; die Indikation ist keine Nebenwirkung.',
          note: 'Indikationsfalle',
          inUse: true,
          createdAt: at,
        },
      ],
    },
    {
      profile: 'promoCheck',
      schemaVersion: 1,
      outputSchema: schema,
      versions: [
        {
          id: 'p3',
          profile: 'promoCheck',
          schemaVersion: 1,
          createdBy: null,
          version: 1,
          instruction: 'Prüfe die Werbung.',
          note: null,
          inUse: true,
          createdAt: at,
        },
      ],
    },
  ]
}

describe('edit prompt', () => {
  it('shows the versions with the one in use and the output schema read-only; an edit is tried on an item, then saved as a new version', async () => {
    const trials: unknown[] = []
    const saved: unknown[] = []
    const used: string[] = []
    serveApi({
      'GET /api/medicheck/prompts': () => json(200, { profiles: profiles() }),
      'GET /api/medicheck/items': () => json(200, { items: [itemRowOf()], nextCursor: null }),
      'POST /api/medicheck/prompts/trial': async (request) => {
        trials.push(await request.json())
        return json(200, {
          status: 'ok',
          output: { relevance: 80, summary: '<b>fett</b>' },
          errorCode: null,
          errorDetail: null,
          findings: [],
          quotesDropped: 1,
          attempts: 1,
          tokensIn: 900,
          tokensOut: 100,
          cost: 0.001,
          model: { id: 'm1', label: 'Skript-Modell' },
        })
      },
      'POST /api/medicheck/prompts': async (request) => (
        saved.push(await request.json()),
        json(201, {
          id: 'p4',
          profile: 'pvScreening',
          schemaVersion: 1,
          createdBy: null,
          version: 3,
          instruction: 'x',
          note: null,
          inUse: true,
          createdAt: at,
        })
      ),
      'POST /api/medicheck/prompts/p1/use': () => (used.push('p1'), json(200, {})),
    })
    await renderFeature(<PromptEditorView titleId="page.medichekEditPrompt" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    const versions = await screen.findAllByTestId('medicheck-prompt-version')
    expect(
      versions.map((row) => [
        row.getAttribute('data-in-use'),
        within(row).getAllByRole('cell')[0]!.textContent,
      ]),
    ).toEqual([
      ['true', '2'],
      ['false', '1'],
    ])
    expect(JSON.parse(screen.getByTestId('medicheck-output-schema').textContent!)).toEqual(schema)
    const instruction = screen.getByRole('textbox', {
      name: 'Anweisung (ausgehend von Version 2)',
    }) as HTMLTextAreaElement
    expect(instruction.value).toBe('Finde Verdachtsfälle; die Indikation ist keine Nebenwirkung.')

    fireEvent.change(instruction, { target: { value: 'Neue Anweisung.' } })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Beitrag' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Forum: Ausschlag nach Zyrtomax' }))
    fireEvent.click(screen.getByRole('button', { name: 'Testlauf starten' }))
    const output = await screen.findByTestId('medicheck-trial-output')
    expect(trials).toEqual([{ profile: 'pvScreening', instruction: 'Neue Anweisung.', itemId: 'i1' }])
    expect(output.textContent).toContain('Modell Skript-Modell, 1.000 Tokens')
    expect(output.textContent).toContain('1 Zitat des Modells stand nicht wörtlich im Text')
    expect(output.querySelector('pre')!.textContent).toContain('"summary": "<b>fett</b>"')
    expect(output.querySelector('b')).toBeNull()

    fireEvent.change(screen.getByRole('textbox', { name: 'Notiz zur neuen Version' }), {
      target: { value: 'Kürzer' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Als neue Version speichern' }))
    await waitFor(() =>
      expect(saved).toEqual([
        { profile: 'pvScreening', instruction: 'Neue Anweisung.', use: true, note: 'Kürzer' },
      ]),
    )

    fireEvent.click(within(versions[1]!).getByRole('button', { name: 'Verwenden' }))
    await waitFor(() => expect(used).toEqual(['p1']))
  })

  it('shows the second profile on its tab', async () => {
    serveApi({
      'GET /api/medicheck/prompts': () => json(200, { profiles: profiles() }),
      'GET /api/medicheck/items': () => json(200, { items: [], nextCursor: null }),
    })
    await renderFeature(<PromptEditorView titleId="page.medichekEditPrompt" />, {
      group: 'DEMO',
      role: 'ADMIN',
    })
    fireEvent.click(await screen.findByRole('tab', { name: 'Werbe-Check' }))
    expect(
      (
        (await screen.findByRole('textbox', {
          name: 'Anweisung (ausgehend von Version 1)',
        })) as HTMLTextAreaElement
      ).value,
    ).toBe('Prüfe die Werbung.')
    expect(await screen.findByText(/Noch keine Beiträge/)).toBeTruthy()
  })
})
