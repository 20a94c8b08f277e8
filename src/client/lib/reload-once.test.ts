import { beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceOnPreloadError } from './reload-once.ts'

beforeEach(() => sessionStorage.clear())

describe('a page chunk that fails to load', () => {
  it('reloads the page once, then lets the error through to the error page', () => {
    const reload = vi.fn()
    const error = new Error('Failed to fetch dynamically imported module: /assets/users-page-x.js')
    expect(reloadOnceOnPreloadError(error, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceOnPreloadError(error, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("shares the router's flag, so the router does not reload a second time", () => {
    const error = new Error('Failed to fetch dynamically imported module: /assets/a.js')
    reloadOnceOnPreloadError(error, () => {})
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1')
  })
})
