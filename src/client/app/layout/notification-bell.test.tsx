import { ThemeProvider } from '@mui/material/styles'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import de from '../../../generated/messages-de.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import { loadTooltip } from '../../components/deferred-tooltip.tsx'
import { createAppTheme } from '../../lib/theme/create-app-theme.ts'
import { NotificationBell } from './notification-bell.tsx'

function renderBell(locale: 'de' | 'fr' = 'de') {
  render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <IntlProvider locale={locale} messages={locale === 'fr' ? fr : de}>
        <NotificationBell />
      </IntlProvider>
    </ThemeProvider>,
  )
  return screen.getByTestId('notification-bell')
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the notification bell (spec section 2)', () => {
  it('is a disabled button with a badge for its sample items', () => {
    const bell = renderBell()
    expect(screen.getByRole('button', { name: 'Benachrichtigungen (noch nicht verfügbar)' })).toBe(bell)
    expect(bell.getAttribute('aria-disabled')).toBe('true')
    expect(bell.textContent).toBe('3')
  })

  it('lists its sample items and says notifications are coming, on pointing at it', async () => {
    const bell = renderBell()
    fireEvent.mouseOver(bell)
    // The tooltip's code loads on this first pointing (decision 0066).
    await act(() => loadTooltip())
    act(() => vi.advanceTimersByTime(100))
    const preview = screen.getByRole('tooltip')
    expect(within(preview).getByText('Benachrichtigungen kommen bald. So werden sie aussehen:')).toBeTruthy()
    expect(within(preview).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Willkommen bei Tessera', 'Neue Funktionen sind bald verfügbar', 'Ihr Profil ist vollständig'])
    // Screen readers hear the preview as the bell's description.
    expect(bell.getAttribute('aria-describedby')).toBe(preview.id)
  })

  it('can be reached with the keyboard, where it shows the same preview, in the user’s language', async () => {
    const bell = renderBell('fr')
    expect(bell.tabIndex).toBe(0)
    act(() => bell.focus())
    fireEvent.focus(bell)
    await act(() => loadTooltip())
    act(() => vi.advanceTimersByTime(100))
    expect(within(screen.getByRole('tooltip')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Bienvenue sur Tessera', 'De nouvelles fonctions arrivent bientôt', 'Votre profil est complet'])
  })

  it('does nothing when activated', () => {
    const bell = renderBell()
    fireEvent.click(bell)
    fireEvent.keyDown(bell, { key: 'Enter' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(bell.getAttribute('aria-expanded')).toBeNull()
  })
})
