import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { App } from './app.tsx'

type Handler = (request: Request) => Response | Promise<Response>
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const PROFILE = { id: 'u1', username: 'Ada', email: 'ada@example.test', role: 'ADMIN', group: 'BPI', features: [] }

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    const handler = routes[`${request.method} ${pathname}`]
    return handler ? handler(request) : json(404, { message: 'not found' })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function openAt(path: string) {
  window.history.replaceState(null, '', path)
  return render(<App />)
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the app', () => {
  it('shows the 404 page with the spec texts for an unknown path', async () => {
    serve({})
    openAt('/no/such/page')
    expect(await screen.findByText('404 - Page Not Found')).toBeTruthy()
    expect(screen.getByText('Sorry, the page you are looking for does not exist.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back to Previous Page' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back Home' })).toBeTruthy()
  })

  it('draws the signed-out pages from the signed-out texts alone (no catalogue loaded, no id missing)', async () => {
    serve({})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    openAt('/login')
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy()
    expect(screen.getByLabelText('Passwort anzeigen')).toBeTruthy()
    cleanup()
    openAt('/no/such/page')
    expect(await screen.findByText('404 - Page Not Found')).toBeTruthy()
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([])
    errors.mockRestore()
  })

  it('sends a visitor without token from a guarded page to /login', async () => {
    serve({})
    openAt('/user/settings')
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy()
    expect(window.location.pathname).toBe('/login')
  })

  it("shows 'User and/or Password wrong' as a toast when sign-in fails", async () => {
    const fetchMock = serve({ 'POST /api/auth/signin': () => json(401, { message: 'User and/or Password wrong' }) })
    openAt('/login')
    fireEvent.change(await screen.findByLabelText('E-Mail'), { target: { value: ' Ada@Example.test ' } })
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('User and/or Password wrong')).toBeTruthy()
    const request = fetchMock.mock.calls[0]?.[0] as Request
    expect(await request.clone().json()).toEqual({ email: ' Ada@Example.test ', password: 'wrong' })
  })

  it('shows the progress bar while the stored token is checked, and the page once the lookup answers', async () => {
    localStorage.setItem('user-token', 'tok')
    let answer: (response: Response) => void = () => {}
    serve({ 'GET /api/auth/get-user': () => new Promise<Response>((resolve) => (answer = resolve)) })
    openAt('/user/settings')
    const bars = await screen.findAllByRole('progressbar', { name: 'Wird geladen …' })
    expect(bars.map((bar) => bar.getAttribute('data-testid'))).toContain('app-progress')
    // Nothing of the page, nor the login form, while the lookup is pending.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getAllByTestId('app-progress').length).toBeGreaterThan(0)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Anmelden' })).toBeNull()

    answer(json(200, PROFILE))
    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzereinstellungen' }, { timeout: 10_000 })).toBeTruthy()
    await waitFor(() => expect(screen.queryByTestId('app-progress')).toBeNull())
    expect(window.location.pathname).toBe('/user/settings')
  })

  it("shows 'Invalid Token' as a toast and goes to /login when the stored token is refused", async () => {
    localStorage.setItem('user-token', 'stale')
    serve({ 'GET /api/auth/get-user': () => json(401, { message: 'Invalid Token' }) })
    openAt('/')
    expect(await screen.findByText('Invalid Token')).toBeTruthy()
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
  })

  it("shows a NERES user's pages in French from the start: never German, never a bare message id", async () => {
    localStorage.setItem('user-token', 'tok')
    serve({ 'GET /api/auth/get-user': () => json(200, { ...PROFILE, group: 'NERES' }) })
    const seen: string[] = []
    const observer = new MutationObserver(() => {
      const text = document.body.textContent ?? ''
      if (text.includes('Benutzereinstellungen') || text.includes('Anwendungen')) seen.push('German')
      const id = /\b(?:page|layout|settings|menu|logo)\.[a-zA-Z]+/.exec(text)
      if (id) seen.push(id[0])
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    openAt('/user/settings')
    expect((await screen.findAllByText('Paramètres utilisateur', {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    observer.disconnect()
    expect(seen).toEqual([])
    expect(document.documentElement.lang).toBe('fr')
  })

  it('logout clears the session keys, keeps themeMode and goes to /login', async () => {
    localStorage.setItem('user-token', 'tok')
    localStorage.setItem('themeMode', 'light')
    localStorage.setItem('customLogo', 'data:image/png;base64,AAAA')
    localStorage.setItem('bpi_thread_id', 't1')
    localStorage.setItem('disclaimerAcknowledged_bpi', 'true')
    const fetchMock = serve({
      'GET /api/auth/get-user': () => json(200, PROFILE),
      'POST /api/auth/signout': () => new Response(null, { status: 204 }),
    })
    openAt('/user/settings')
    // happy-dom's window is 1024px wide, below lg: the profile sits in the 'more' menu.
    fireEvent.click(await screen.findByTestId('more-menu', {}, { timeout: 10_000 }))
    fireEvent.click(await screen.findByTestId('profile-button'))
    fireEvent.click(await screen.findByTestId('logout'))
    await waitFor(() => expect(window.location.pathname).toBe('/login'))
    expect(Object.keys(localStorage)).toEqual(['themeMode'])
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]) => (request as Request).url.endsWith('/api/auth/signout'))).toBe(true))
    expect((fetchMock.mock.calls.at(-1)?.[0] as Request).headers.get('Authorization')).toBe('Bearer tok')
  })
})
