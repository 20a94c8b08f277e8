import { describe, expect, it } from 'vitest'
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie, sessionTokenFromCookie } from './session-cookie.ts'

const token = 'abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE'

describe('the session cookie (decision 0075)', () => {
  it('is HttpOnly and SameSite=Strict for the whole site, Secure over HTTPS, for the given lifetime', () => {
    expect(sessionCookie(token, 43_200, false)).toBe(`${SESSION_COOKIE}=${token}; Path=/; Max-Age=43200; HttpOnly; SameSite=Strict`)
    expect(sessionCookie(token, 60, true)).toBe(`${SESSION_COOKIE}=${token}; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure`)
    expect(clearedSessionCookie(true)).toBe(`${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure`)
  })

  it('reads the token among other cookies, and nothing that is not shaped like a token', () => {
    expect(sessionTokenFromCookie(`theme=dark; ${SESSION_COOKIE}=${token}; other=1`)).toBe(token)
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=${token}`)).toBe(token)
    expect(sessionTokenFromCookie(undefined)).toBeNull()
    expect(sessionTokenFromCookie('')).toBeNull()
    expect(sessionTokenFromCookie(`x${SESSION_COOKIE}=${token}`)).toBeNull()
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=`)).toBeNull()
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=short`)).toBeNull()
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=${token}%3Cscript%3E`)).toBeNull()
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=${'a'.repeat(201)}`)).toBeNull()
  })
})
