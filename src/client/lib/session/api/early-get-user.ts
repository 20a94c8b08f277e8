// index.html's boot script asks for the stored token's user as soon as the page is parsed, while the
// app's scripts still download (decision 0031): the answer is usually there when the session machine
// first asks. It is used once, for the token it was sent with; any later lookup asks again.

/** What the boot script leaves on window: the token and the fetch it started with it. */
export interface EarlyGetUser {
  readonly token: string
  readonly response: Promise<Response>
}

declare global {
  interface Window {
    __tesseraGetUser?: EarlyGetUser
  }
}

/** The boot script's get-user answer for `token`, once; null when there is none (or for another token). */
export function takeEarlyGetUser(token: string): Promise<Response> | null {
  const early = window.__tesseraGetUser
  delete window.__tesseraGetUser
  return early && early.token === token ? early.response : null
}
