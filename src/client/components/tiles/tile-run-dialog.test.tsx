import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderFeature } from '../../testing/render-feature.tsx'
import type { Tile } from './tile-api.ts'
import { TileRunDialog } from './tile-run-dialog.tsx'

const tile: Tile = {
  id: 'tile-1',
  kind: 'tenant',
  title: 'Aktionstext',
  description: 'Ein Text für die Apotheke.',
  icon: 'campaign',
  category: 'marketing',
  output: 'markdown',
  template: '{{topic}}',
  variables: [
    { name: 'topic', type: 'longText', label: 'Thema', required: true, options: [], default: null },
    {
      name: 'tone',
      type: 'choice',
      label: 'Tonfall',
      required: true,
      options: [
        { value: 'formal', label: 'Förmlich' },
        { value: 'casual', label: 'Locker' },
      ],
      default: 'formal',
    },
    { name: 'words', type: 'number', label: 'Wörter', required: false, options: [], default: 80 },
    { name: 'day', type: 'date', label: 'Aktionstag', required: false, options: [], default: null },
    { name: 'leaflet', type: 'file', label: 'Beilage', required: false, options: [], default: null },
  ],
  assistantId: null,
  modelId: null,
  levels: ['ROOT', 'ADMIN', 'WRITE', 'READ'],
  productMaster: false,
  runnable: true,
  editable: true,
}

const run = {
  id: 'run-1',
  tileId: 'tile-1',
  tileTitle: 'Aktionstext',
  tileIcon: 'campaign',
  output: 'markdown',
  inputs: {},
  fields: [],
  model: { label: 'Testmodell', offline: false },
  errorCode: null,
  reworks: [],
  createdAt: '2026-11-26T10:00:00Z',
}

/** The network: the data-pool files and one streamed run; what the run was sent is kept. */
function serveNetwork(reworkResponse?: () => Response) {
  const sent: unknown[] = []
  const stream = [
    { type: 'start', run: { ...run, status: 'streaming', content: '' } },
    { type: 'text', text: '## Angebot\n\n' },
    { type: 'text', text: '**Nasenspray** <img src=x onerror=alert(1)>' },
    {
      type: 'done',
      run: {
        ...run,
        status: 'complete',
        content: '## Angebot\n\n**Nasenspray** <img src=x onerror=alert(1)>',
      },
    },
  ]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.endsWith('/api/tiles/files'))
        return new Response(
          JSON.stringify({ items: [{ id: 'f1', filename: 'beilage.pdf', collection: 'Beilagen' }] }),
          { headers: { 'Content-Type': 'application/json' } },
        )
      if (url.includes('/api/response-optimizations/enabled'))
        return new Response(
          JSON.stringify({
            items: [
              { id: 'opt-short', label: 'Kürzer' },
              { id: 'opt-formal', label: 'Formeller' },
            ],
          }),
          { headers: { 'Content-Type': 'application/json' } },
        )
      if (url.endsWith('/api/tile-runs/run-1/reworks') && reworkResponse) {
        sent.push(await (input as Request).json())
        return reworkResponse()
      }
      if (url.endsWith('/api/tiles/tile-1/run')) {
        sent.push(JSON.parse(String(init?.body)))
        return new Response(stream.map((event) => `${JSON.stringify(event)}\n`).join(''), {
          headers: { 'Content-Type': 'application/x-ndjson' },
        })
      }
      return new Response('{}', { status: 404 })
    }),
  )
  return sent
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('running a tile', () => {
  it('shows a field per variable with required ones marked and defaults filled', async () => {
    serveNetwork()
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    expect(within(dialog).getByRole('textbox', { name: /Thema/ }).hasAttribute('required')).toBe(true)
    expect(within(dialog).getByRole('combobox', { name: /Tonfall/ }).textContent).toBe('Förmlich')
    expect((within(dialog).getByRole('spinbutton', { name: 'Wörter' }) as HTMLInputElement).value).toBe('80')
    // A date in the app's language (28.11.2026), not the browser's native date input.
    expect((within(dialog).getByLabelText('Aktionstag') as HTMLInputElement).placeholder).toBe('TT.MM.JJJJ')
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: 'Beilage' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    )
  })

  it('refuses to run without a required value, then streams the result as safe Markdown', async () => {
    const sent = serveNetwork()
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    expect(within(dialog).getByText('Pflichtfeld.')).toBeTruthy()
    expect(sent).toEqual([])

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Thema/ }), {
      target: { value: 'Erkältung' },
    })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Angebot' })).toBeTruthy())
    expect(sent).toEqual([
      { inputs: { topic: 'Erkältung', tone: 'formal', words: '80', day: null, leaflet: null } },
    ])
    const result = within(dialog).getByTestId('tile-result')
    expect(result.querySelector('strong')?.textContent).toBe('Nasenspray')
    expect(result.querySelector('img')).toBeNull()
    expect(result.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(within(dialog).getByText('Modell: Testmodell')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Word (DOCX)' })).toBeTruthy()
  })

  it('offers the rework actions under the finished result and switches between the versions', async () => {
    const finished = {
      ...run,
      status: 'complete',
      content: '## Angebot\n\n**Nasenspray** <img src=x onerror=alert(1)>',
    }
    const sent = serveNetwork(
      () =>
        new Response(
          JSON.stringify({
            ...finished,
            reworks: [
              {
                id: 'v1',
                optimizationId: 'opt-short',
                label: 'Kürzer',
                content: 'Nur **kurz**.',
                modelLabel: 'Testmodell',
                createdAt: '2026-11-26T10:01:00Z',
              },
            ],
          }),
          {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    )
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    expect(within(dialog).queryByRole('group', { name: 'Antwort überarbeiten' })).toBeNull()
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Thema/ }), {
      target: { value: 'Erkältung' },
    })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    const actions = await within(dialog).findByRole('group', { name: 'Antwort überarbeiten' })
    await act(async () => fireEvent.click(await within(actions).findByText('Kürzer')))
    await waitFor(() => expect(within(dialog).getByTestId('tile-result').textContent).toBe('Nur kurz.'))
    expect(sent.at(-1)).toEqual({ optimizationId: 'opt-short', language: 'de' })
    expect(within(dialog).getByText(/Version 2 von 2/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vorherige Version' }))
    expect(within(dialog).getByTestId('tile-result').textContent).toContain('Nasenspray')
  })

  it('shows why a rework was refused', async () => {
    serveNetwork(
      () =>
        new Response(JSON.stringify({ message: 'needs a model', code: 'prompts.rework.needsModel' }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Thema/ }), {
      target: { value: 'Erkältung' },
    })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    const actions = await within(dialog).findByRole('group', { name: 'Antwort überarbeiten' })
    await act(async () => fireEvent.click(await within(actions).findByText('Formeller')))
    await waitFor(() =>
      expect(
        within(dialog).getByText(
          'Zum Überarbeiten braucht es ein Sprachmodell, und für Ihre Organisation ist keines eingerichtet.',
        ),
      ).toBeTruthy(),
    )
    expect(within(dialog).getByTestId('tile-result').textContent).toContain('Nasenspray')
  })
})

/** XMLHttpRequest (the upload, for its progress) answering `status` with `body`; what was sent is kept. */
function serveUpload(status: number, body: unknown) {
  const uploads: { url: string; body: unknown }[] = []
  class FakeUpload {
    url = ''
    status = 0
    responseText = ''
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
    } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    open(_method: string, url: string) {
      this.url = url
    }
    setRequestHeader() {}
    send(sent: unknown) {
      uploads.push({ url: this.url, body: sent })
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 })
        this.status = status
        this.responseText = JSON.stringify(body)
        this.onload?.()
      }, 0)
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
  return uploads
}

describe('a file field', () => {
  it("takes an upload (dropped on the field) into the user's files, waits until it is read, then runs with it", async () => {
    const sent = serveNetwork()
    const network = globalThis.fetch as ReturnType<typeof vi.fn>
    const served = network.getMockImplementation() as (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>
    let reads = 0
    network.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (url.endsWith('/api/knowledge/files/up-1')) {
        reads += 1
        return new Response(
          JSON.stringify({
            id: 'up-1',
            filename: 'eigene-beilage.txt',
            status: reads > 1 ? 'ready' : 'indexing',
            errorCode: null,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        )
      }
      return served(input, init)
    })
    const uploads = serveUpload(201, {
      id: 'up-1',
      filename: 'eigene-beilage.txt',
      status: 'queued',
      errorCode: null,
    })
    await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Thema/ }), {
      target: { value: 'Erkältung' },
    })
    const file = new File(['Gegen Schnupfen.'], 'eigene-beilage.txt', { type: 'text/plain' })
    await act(async () =>
      fireEvent.drop(within(dialog).getByTestId('tile-file-drop-leaflet'), {
        dataTransfer: { files: [file] },
      }),
    )
    expect(uploads).toHaveLength(1)
    expect(uploads[0]!.url).toBe('/api/knowledge/files?filename=eigene-beilage.txt&personal=true')
    expect(uploads[0]!.body).toBe(file)
    // While the indexer reads it, the form waits.
    expect(await within(dialog).findByText('eigene-beilage.txt wird gelesen …')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Ausführen' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    await waitFor(
      () =>
        expect(within(dialog).getByRole('combobox', { name: 'Beilage' }).textContent).toBe(
          'eigene-beilage.txt · Eigener Upload',
        ),
      { timeout: 4_000 },
    )
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'Ausführen' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    )
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Ausführen' })))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ inputs: { leaflet: 'up-1' } })
  })

  it.each([
    [
      413,
      { code: 'knowledge.fileTooLarge', message: 'The file is larger than 25 bytes' },
      'riesig.pdf: Die Datei ist größer als erlaubt.',
    ],
    [
      415,
      { code: 'knowledge.unsupportedType', message: 'Files of type .exe are not accepted' },
      /^programm\.exe: Dieser Dateityp wird nicht unterstützt/,
    ],
  ])(
    "says in the user's language why an upload was refused (%s), chosen with the button",
    async (status, body, text) => {
      serveNetwork()
      serveUpload(status, body)
      await renderFeature(<TileRunDialog tile={tile} onClose={() => {}} />)
      const dialog = screen.getByRole('dialog', { name: 'Aktionstext' })
      expect(within(dialog).getByRole('button', { name: 'Datei hochladen' })).toBeTruthy()
      const name = typeof text === 'string' ? 'riesig.pdf' : 'programm.exe'
      await act(async () =>
        fireEvent.change(within(dialog).getByTestId('tile-file-drop-leaflet-input'), {
          target: { files: [new File(['x'], name)] },
        }),
      )
      expect((await within(dialog).findByRole('alert')).textContent).toMatch(text)
      expect((within(dialog).getByRole('button', { name: 'Ausführen' }) as HTMLButtonElement).disabled).toBe(
        false,
      )
    },
  )
})
