import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { tenants } from '../generated/tenants.gen.ts'
import { App } from './app/app.tsx'
import { DEFAULT_LOCALE } from './lib/i18n/load-messages.ts'
import { readPageData, type PageData } from './lib/page-data.ts'
import { reloadOnceOnPreloadError } from './lib/reload-once.ts'
import { afterLoginShellPaint } from './lib/session/login-shell.ts'
import { chosenLocaleKey, readStorage, STORAGE_KEYS } from './lib/storage-keys.ts'

// A page chunk (or its CSS) missing after a deploy: reload once, then let the error page show it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceOnPreloadError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Whether this browser draws the server's page as the server did (decision 0075): the server sees the
 * session cookie, not what only localStorage knows (a light theme, a custom logo, a chosen language).
 */
function drawsAsServer(page: PageData, token: string | null): token is string {
  const chosen = readStorage(chosenLocaleKey(page.user.id))
  return Boolean(token) && readStorage(STORAGE_KEYS.themeMode) !== 'light' && !readStorage(STORAGE_KEYS.customLogo) && (!chosen || chosen === (tenants[page.user.group]?.locale ?? DEFAULT_LOCALE))
}

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
const page = readPageData()
const token = readStorage(STORAGE_KEYS.token)
if (page && drawsAsServer(page, token)) {
  import('./app/take-over-page.tsx').then(
    (module) => module.takeOverPage(container, page, token),
    () => {
      container.replaceChildren()
      render()
    },
  )
} else {
  // A server page this browser would draw differently is drawn again from scratch.
  if (page) container.replaceChildren()
  // When index.html shows the sign-in shell, it paints first and the app renders after that frame.
  afterLoginShellPaint(render)
}
