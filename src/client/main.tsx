import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.tsx'
import { reloadOnceOnPreloadError } from './lib/reload-once.ts'
import { afterLoginShellPaint } from './lib/session/login-shell.ts'

// A page chunk (or its CSS) missing after a deploy: reload once, then let the error page show it.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceOnPreloadError(event.payload)) event.preventDefault()
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const render = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// A page the server rendered (its data element, decision 0075) is taken over by a file of its own;
// when index.html shows the sign-in shell, it paints first and the app renders after that frame.
if (document.getElementById('tessera-page-data')) void import('./app/take-over-page.tsx').then((module) => module.takeOverPage(container, render))
else afterLoginShellPaint(render)
