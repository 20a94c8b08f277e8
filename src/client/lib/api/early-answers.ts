// index.html's boot script asks for the stored token's user as soon as the page is parsed, while the
// app's scripts still download (decision 0031), and on `/` for the dashboard's tiles too (decision
// 0067): the answers are usually there when the app first asks. Each is used once, for the token it
// was sent with; any later request asks again.

/** What the boot script leaves on window: the token and the fetch it started with it. */
export interface EarlyAnswer {
  readonly token: string
  readonly response: Promise<Response>
}

declare global {
  interface Window {
    __tesseraGetUser?: EarlyAnswer
    __tesseraTiles?: EarlyAnswer
  }
}

function take(name: '__tesseraGetUser' | '__tesseraTiles', token: string): Promise<Response> | null {
  const early = window[name]
  delete window[name]
  return early && early.token === token ? early.response : null
}

/** The boot script's get-user answer for `token`, once; null when there is none (or for another token). */
export const takeEarlyGetUser = (token: string): Promise<Response> | null => take('__tesseraGetUser', token)

/** The boot script's GET /api/tiles answer for `token` (a first load of `/`), once; null otherwise. */
export const takeEarlyTiles = (token: string): Promise<Response> | null => take('__tesseraTiles', token)
