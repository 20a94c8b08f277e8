// The session cookie (decision 0075): the sign-in's token again, for one purpose only, rendering the
// signed-in page on the server for a browser's document request, which carries no Authorization
// header. HttpOnly (no script reads it), SameSite=Strict (another site's link or form never sends it),
// Secure over HTTPS. The API never accepts it: every call still needs the bearer token, so a cookie
// sent along cannot make a request on the user's behalf.

export const SESSION_COOKIE = 'tessera-session'

const tokenPattern = /^[A-Za-z0-9_-]{20,200}$/

/** The Set-Cookie value that stores `token` for `maxAgeSeconds`. */
export const sessionCookie = (token: string, maxAgeSeconds: number, secure: boolean) =>
  `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`

/** The Set-Cookie value that removes it. */
export const clearedSessionCookie = (secure: boolean) => `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`

/** The token in a Cookie header, or null (absent or not shaped like a token). */
export function sessionTokenFromCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) {
      const token = value.join('=')
      return tokenPattern.test(token) ? token : null
    }
  }
  return null
}
