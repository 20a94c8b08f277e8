// The tiles API, shared by the dashboard (run, manage) and tile history (run again): typed from
// schema/openapi.yaml; a run streams NDJSON like the chat's answers.
import { apiClient } from '../../lib/api/api-client.ts'
import { ApiError, unwrap } from '../../lib/api/api-error.ts'
import type { components } from '../../lib/api-types.ts'
import { readStorage, STORAGE_KEYS } from '../../lib/storage-keys.ts'

export type Tile = components['schemas']['TilesTile']
export type TileInput = components['schemas']['TilesInput']
export type TileRun = components['schemas']['TilesRun']
export type TileRunEvent =
  | { type: 'start'; run: TileRun }
  | { type: 'text'; text: string }
  | { type: 'done'; run: TileRun }
  | { type: 'error'; code: string; run: TileRun }
export type TileInputs = Record<string, string | number | null>

export const listTiles = async (): Promise<Tile[]> => unwrap(await apiClient.GET('/api/tiles')).items
export const getTile = async (tileId: string): Promise<Tile> =>
  unwrap(await apiClient.GET('/api/tiles/{tileId}', { params: { path: { tileId } } }))
export const createTile = async (body: TileInput): Promise<Tile> =>
  unwrap(await apiClient.POST('/api/tiles', { body }))
export const updateTile = async (tileId: string, body: TileInput): Promise<Tile> =>
  unwrap(await apiClient.PUT('/api/tiles/{tileId}', { params: { path: { tileId } }, body }))
export async function deleteTile(tileId: string): Promise<void> {
  unwrap(await apiClient.DELETE('/api/tiles/{tileId}', { params: { path: { tileId } } }))
}
export const getTileOptions = async () => unwrap(await apiClient.GET('/api/tiles/options'))
export const listTileFiles = async () => unwrap(await apiClient.GET('/api/tiles/files')).items

export const listTileRuns = async (query: { q?: string; cursor?: string }) =>
  unwrap(await apiClient.GET('/api/tile-runs', { params: { query } }))
export async function deleteTileRun(runId: string): Promise<void> {
  unwrap(await apiClient.DELETE('/api/tile-runs/{runId}', { params: { path: { runId } } }))
}

export type ReworkLanguage = 'de' | 'en' | 'fr'
export const reworkLanguageOf = (locale: string): ReworkLanguage =>
  locale === 'fr' || locale === 'en' ? locale : 'de'
/** The tenant's enabled response-optimisation prompts (the rework actions under a result) and why they cannot run now. */
export const listReworkActions = async (language: ReworkLanguage) =>
  unwrap(await apiClient.GET('/api/response-optimizations/enabled', { params: { query: { language } } }))
/** The model reworks the run's output; the run comes back with the new version last in its reworks. */
export const reworkTileRun = async (
  runId: string,
  optimizationId: string,
  language: ReworkLanguage,
): Promise<TileRun> =>
  unwrap(
    await apiClient.POST('/api/tile-runs/{runId}/reworks', {
      params: { path: { runId } },
      body: { optimizationId, language },
    }),
  )

const EVENT_TYPES = new Set(['start', 'text', 'done', 'error'])

/**
 * Runs a tile and feeds each event to `onEvent`. A refusal before the run (bad values: fieldErrors
 * inputs.<name>) rejects with an ApiError; aborting rejects with an AbortError.
 */
export async function runTile(
  tileId: string,
  inputs: TileInputs,
  onEvent: (event: TileRunEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await globalThis.fetch(`/api/tiles/${encodeURIComponent(tileId)}/run`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/x-ndjson',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ inputs }),
    signal,
  })
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  if (!response.body) throw new TypeError('no body')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let rest = ''
  const emit = (line: string) => {
    if (line.trim() === '') return
    const event = JSON.parse(line) as TileRunEvent
    if (EVENT_TYPES.has(event.type)) onEvent(event)
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      const lines = (rest + decoder.decode(value, { stream: true })).split('\n')
      rest = lines.pop() ?? ''
      lines.forEach(emit)
    }
    emit(rest + decoder.decode())
  } finally {
    reader.releaseLock()
  }
}

/** An uploaded file's indexing status (GET /api/knowledge/files/{fileId}): a tile's upload waits for `ready`. */
export const getUploadedFile = async (fileId: string) =>
  unwrap(await apiClient.GET('/api/knowledge/files/{fileId}', { params: { path: { fileId } } }))
