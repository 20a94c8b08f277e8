import { useCallback, useEffect, useState } from 'react'
import { listTiles, type Tile } from '../../../components/tiles/tile-api.ts'

export type TilesState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; tiles: Tile[] }

/** The tiles the user may run (admins: also edit), loaded once and again on `reload`. */
export function useTiles(): { state: TilesState; reload: () => void } {
  const [state, setState] = useState<TilesState>({ status: 'loading' })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    listTiles()
      .then((tiles) => live && setState({ status: 'ready', tiles }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }))
    return () => {
      live = false
    }
  }, [round])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { state, reload }
}
