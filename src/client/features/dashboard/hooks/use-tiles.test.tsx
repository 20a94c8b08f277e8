// The dashboard's tiles on a first load of `/`: the boot script's early answer is shown by the first
// render when it is good and for the stored token; anything else is asked for again (decision 0068).
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const tile = (title: string) => ({ id: title, title, subtitle: `${title} subtitle` })
const answer = (status: number, titles: string[]) => new Response(JSON.stringify({ items: titles.map(tile) }), { status, headers: { 'Content-Type': 'application/json' } })

/** A fresh copy of the hook's module, read after the boot script's answer and the token are in place. */
async function loadHook(early: { token: string; response: Promise<Response> } | undefined, stored: string) {
  localStorage.setItem('user-token', stored)
  window.__tesseraTiles = early
  vi.resetModules()
  const module = await import('./use-tiles.ts')
  // The module reads the early answer when it runs; its promise settles before the first render.
  await act(async () => {
    await early?.response.catch(() => undefined)
  })
  return module.useTiles
}

describe('useTiles on a first load of /', () => {
  let fetched: string[]
  beforeEach(() => {
    fetched = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | string) => {
        fetched.push(typeof input === 'string' ? input : new URL(input.url).pathname)
        return answer(200, ['Asked again'])
      }),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
    delete window.__tesseraTiles
  })

  it('shows the early tiles in its first render without asking again', async () => {
    const useTiles = await loadHook({ token: 't1', response: Promise.resolve(answer(200, ['Early'])) }, 't1')
    const { result } = renderHook(() => useTiles())
    expect(result.current.state).toEqual({ status: 'ready', tiles: [tile('Early')] })
    expect(fetched).toEqual([])
    expect(window.__tesseraTiles).toBeUndefined()
  })

  it('asks again when the early answer is not a good one (an expired token answers 401)', async () => {
    const useTiles = await loadHook({ token: 't1', response: Promise.resolve(answer(401, [])) }, 't1')
    const { result } = renderHook(() => useTiles())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', tiles: [tile('Asked again')] }))
    expect(fetched).toEqual(['/api/tiles'])
  })

  it('never uses an early answer sent with another token', async () => {
    const useTiles = await loadHook({ token: 'someone else', response: Promise.resolve(answer(200, ['Not yours'])) }, 't1')
    const { result } = renderHook(() => useTiles())
    expect(result.current.state).toEqual({ status: 'loading' })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', tiles: [tile('Asked again')] }))
    expect(fetched).toEqual(['/api/tiles'])
  })

  it('uses the early answer once: a second dashboard and a reload ask the server', async () => {
    const useTiles = await loadHook({ token: 't1', response: Promise.resolve(answer(200, ['Early'])) }, 't1')
    renderHook(() => useTiles())
    const second = renderHook(() => useTiles())
    await waitFor(() => expect(second.result.current.state).toEqual({ status: 'ready', tiles: [tile('Asked again')] }))
    act(() => second.result.current.reload())
    await waitFor(() => expect(fetched).toEqual(['/api/tiles', '/api/tiles']))
  })
})
