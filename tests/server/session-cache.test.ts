// The session cache itself (src/server/db/session-cache.ts); session-cache.pglite.test.ts drives it
// through the server.
import { describe, expect, it } from 'vitest'
import { SessionCache } from '../../src/server/db/session-cache.ts'

describe('SessionCache', () => {
  const entry = () => ({ user: { id: 'u' } as never, lastUsedAt: 0, expiresAt: 1 })

  it('does not keep a lookup that started before a clear (a write raced it)', () => {
    const cache = new SessionCache(() => true)
    const generation = cache.generation
    cache.clear()
    cache.set('a', entry(), generation)
    expect(cache.get('a')).toBeUndefined()
    cache.set('a', entry(), cache.generation)
    expect(cache.get('a')).toBeDefined()
  })

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(() => true, 2)
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(), cache.generation)
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true])
  })

  it('answers nothing once the database is closed or the cache disabled', () => {
    let open = true
    const cache = new SessionCache(() => open)
    cache.set('a', entry(), cache.generation)
    open = false
    expect(cache.get('a')).toBeUndefined()
    open = true
    cache.set('a', entry(), cache.generation)
    cache.disable()
    cache.set('a', entry(), cache.generation)
    expect(cache.get('a')).toBeUndefined()
  })
})

