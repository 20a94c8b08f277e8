import { useCallback, useContext, useEffect, useState } from 'react'
import { listTiles, type Tile } from '../../../components/tiles/tile-api.ts'
import { takeEarlyTiles } from '../../../lib/api/early-answers.ts'
import { PageDataContext, type PageData } from '../../../lib/page-data.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export type TilesState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; tiles: Tile[] }

interface EarlyTiles {
  readonly token: string
  /** Set once the boot script's answer is read: the first render can show the tiles. */
  tiles?: Tile[]
  /** The tiles, or null when that answer was not a good one (the hook then asks again). */
  readonly done: Promise<Tile[] | null>
}

/**
 * The boot script's tiles (a first load of `/`, decision 0068), read as soon as the dashboard's code
 * runs, before its first render, so that render shows them rather than a frame later.
 */
const early: EarlyTiles | null = (() => {
  const token = readStorage(STORAGE_KEYS.token)
  const response = token ? takeEarlyTiles(token) : null
  if (!token || !response) return null
  const entry: EarlyTiles = { token, done: response.then(tilesFrom).then((tiles) => (entry.tiles = tiles), () => null) }
  return entry
})()
let earlyTaken = false

/** The early tiles for the first dashboard of this page, for the token still stored; null otherwise. */
function takeEarly(): EarlyTiles | null {
  if (earlyTaken || !early || early.token !== readStorage(STORAGE_KEYS.token)) return null
  earlyTaken = true
  return early
}

/** The tiles inside a server-rendered page (decision 0075), for the first dashboard shown; null otherwise. */
function takePageTiles(page: PageData | null): EarlyTiles | null {
  if (!page || page.tilesTaken) return null
  page.tilesTaken = true
  const tiles = [...page.tiles]
  return { token: '', tiles, done: Promise.resolve(tiles) }
}

/** The tiles the user may run (admins: also edit), loaded once and again on `reload`. */
export function useTiles(): { state: TilesState; reload: () => void } {
  const page = useContext(PageDataContext)
  const [first] = useState(() => takePageTiles(page) ?? takeEarly())
  const [state, setState] = useState<TilesState>(() => (first?.tiles ? { status: 'ready', tiles: first.tiles } : { status: 'loading' }))
  const [round, setRound] = useState(0)
  useEffect(() => {
    // Shown from the first render.
    if (round === 0 && first?.tiles) return
    let live = true
    // Anything but a good early answer asks again, so errors surface the usual way.
    ;(round === 0 && first ? first.done.then((tiles) => tiles ?? listTiles()) : listTiles())
      .then((tiles) => live && setState({ status: 'ready', tiles }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }))
    return () => {
      live = false
    }
  }, [round, first])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { state, reload }
}

async function tilesFrom(response: Response): Promise<Tile[]> {
  if (!response.ok) throw new Error(`tiles: ${response.status}`)
  return ((await response.json()) as { items: Tile[] }).items
}
