import '../fonts.css'
import '../base.css'
import { useEffect, type ReactNode } from 'react'
import { LogoProvider } from '../../lib/branding/logo-context.tsx'
import { LocaleProvider } from '../../lib/i18n/locale-provider.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { SessionProvider, useSessionStatus, type SessionService } from '../../lib/session/session-context.tsx'
import { ThemeModeProvider, useThemeMode } from '../../lib/theme/theme-mode.tsx'
import { DeferredToastHost } from '../../lib/toast/deferred-toast-host.tsx'
import { SessionToasts } from './session-toasts.tsx'

/** Lets base.css follow the theme mode on pages drawn before MUI loads. */
function ThemeModeOnDocument() {
  const { mode } = useThemeMode()
  useEffect(() => {
    document.documentElement.dataset.theme = mode
  }, [mode])
  return null
}

/**
 * The progress bar while the session loads (spec section 2): also before the router draws anything,
 * since the first route waits for the check of a stored token.
 */
function SessionProgress() {
  return useSessionStatus() === 'loading' ? <ProgressBar /> : null
}

/**
 * What every page relies on, outermost first: session, language, theme mode, toasts, logo. The MUI
 * theme and the query client live in the signed-in layout so /login loads without them.
 */
export function AppProviders({ session, children }: { session: SessionService; children: ReactNode }) {
  return (
    <SessionProvider session={session}>
      <LocaleProvider>
        <ThemeModeProvider>
          <ThemeModeOnDocument />
          <SessionProgress />
          <DeferredToastHost />
          <SessionToasts />
          <LogoProvider>{children}</LogoProvider>
        </ThemeModeProvider>
      </LocaleProvider>
    </SessionProvider>
  )
}
