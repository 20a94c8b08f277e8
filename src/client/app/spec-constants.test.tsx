// Spec section 9's constants, read from what the app really builds: the MUI theme, the query
// client, the toast host and the scroll area.
import Badge from '@mui/material/Badge'
import Toolbar from '@mui/material/Toolbar'
import Tooltip from '@mui/material/Tooltip'
import { ThemeProvider } from '@mui/material/styles'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScrollArea } from '../components/scroll-area.tsx'
import { ApiError } from '../lib/api/api-error.ts'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { DRAWER_WIDTH } from '../lib/theme/ui-constants.ts'
import ToastHost from '../lib/toast/toast-host.tsx'
import { showToast } from '../lib/toast/toast-store.ts'
import { createAppQueryClient } from '../lib/query/query-client.ts'

const SECOND = 1000
const themes = [createAppTheme('dark'), createAppTheme('light')]
const inTheme = (ui: ReactNode) => render(<ThemeProvider theme={createAppTheme('dark')}>{ui}</ThemeProvider>)

/** The CSS emotion wrote for the class names of `element`, as one string. */
function cssOf(element: Element): string {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'))
  const rules = [...document.querySelectorAll('style[data-emotion]')].map((style) => style.textContent ?? '')
  return rules.filter((rule) => classes.some((name) => rule.includes(`.${name}`))).join('\n')
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the theme', () => {
  it.each(themes.map((theme) => [theme.palette.mode, theme] as const))('%s: breakpoints xs 0, sm 768, md 1024, lg 1266, xl 1440', (_mode, theme) => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 768, md: 1024, lg: 1266, xl: 1440 })
    expect(theme.breakpoints.up('lg')).toBe('@media (min-width:1266px)')
  })

  it('draws the drawer 260 wide and toolbars at least 60 high', () => {
    expect(DRAWER_WIDTH).toBe(260)
    const { container } = inTheme(<Toolbar />)
    // MUI's own toolbar sets 56/64 px per breakpoint; ours holds 60 at every width.
    expect(cssOf(container.firstElementChild!)).toMatch(/min-height:60px/)
    expect(cssOf(container.firstElementChild!)).not.toMatch(/min-height:(56|64)px/)
  })

  it.each(themes.map((theme) => [theme.palette.mode, theme] as const))('%s: every named transition takes 150 ms to 300 ms', (_mode, theme) => {
    const durations = Object.entries(theme.transitions.duration)
    expect(durations.map(([name]) => name).sort()).toEqual(['complex', 'enteringScreen', 'leavingScreen', 'short', 'shorter', 'shortest', 'standard'])
    for (const [name, ms] of durations) expect([name, ms >= 150 && ms <= 300]).toEqual([name, true])
  })

  it('keeps transitions that follow the height (collapses, popovers) within 150 ms to 300 ms', () => {
    const { getAutoHeightDuration } = createAppTheme('dark').transitions
    for (const height of [1, 20, 36, 100, 400, 1200, 5000, 20_000]) {
      const ms = getAutoHeightDuration(height)
      expect([height, ms >= 150 && ms <= 300]).toEqual([height, true])
    }
    // Taller still takes longer, up to the limit.
    expect(getAutoHeightDuration(400)).toBeGreaterThan(getAutoHeightDuration(20))
  })

  it('opens tooltips after 100 ms, on touch after 700 ms, and closes a touched one 1500 ms after', () => {
    expect(createAppTheme('dark').components?.MuiTooltip?.defaultProps).toMatchObject({ enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 })
    vi.useFakeTimers()
    inTheme(
      <Tooltip title="Hinweis">
        <button type="button">Ziel</button>
      </Tooltip>,
    )
    fireEvent.mouseOver(screen.getByText('Ziel'))
    act(() => vi.advanceTimersByTime(99))
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('tooltip').textContent).toBe('Hinweis')
  })

  it('caps badges at 99', () => {
    inTheme(
      <>
        <Badge badgeContent={99} data-testid="at-limit" />
        <Badge badgeContent={150} data-testid="beyond" />
      </>,
    )
    expect(screen.getByTestId('at-limit').textContent).toBe('99')
    expect(screen.getByTestId('beyond').textContent).toBe('99+')
  })
})

describe('data fetching', () => {
  const queries = () => createAppQueryClient().getDefaultOptions().queries!

  it('waits 1 s before the first retry, doubling up to 30 s', () => {
    const retryDelay = queries().retryDelay as (attempt: number, error: Error) => number
    const delays = [0, 1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => retryDelay(attempt, new Error('x')))
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30, 30].map((seconds) => seconds * SECOND))
  })

  it('keeps unused data 5 minutes', () => {
    expect(queries().gcTime).toBe(5 * 60 * SECOND)
  })

  it('tries a failing request 3 more times, 1 s, 2 s and 4 s apart, then reports the error', async () => {
    vi.useFakeTimers()
    const client = createAppQueryClient()
    const started: number[] = []
    const start = Date.now()
    const fetched = client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: async () => {
        started.push(Date.now() - start)
        throw new TypeError('Failed to fetch')
      },
    })
    const outcome = fetched.then(
      () => 'resolved',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(60 * SECOND)
    expect(await outcome).toBe('Failed to fetch')
    expect(started).toEqual([0, 1 * SECOND, 3 * SECOND, 7 * SECOND])
  })

  it('does not retry a refusal (4xx): asking again gets the same answer', () => {
    const retry = queries().retry as (failureCount: number, error: Error) => boolean
    expect(retry(0, new ApiError(403, { message: 'no' }))).toBe(false)
    expect([0, 1, 2, 3].map((count) => retry(count, new ApiError(503, {})))).toEqual([true, true, true, false])
  })
})

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  // In small steps: React renders between them, and a render may start the next timer (a transition).
  const elapse = async (ms: number) => {
    for (let left = ms; left > 0; left -= 50) await act(() => vi.advanceTimersByTimeAsync(Math.min(50, left)))
  }

  const shown = () => [...document.querySelectorAll('#notistack-snackbar')].map((toast) => toast.textContent)

  it('shows at most 3 at once, bottom-left: a 4th makes the oldest leave', async () => {
    render(<ToastHost />)
    for (const n of [1, 2, 3, 4]) act(() => showToast(`Meldung ${n}`))
    await elapse(100)
    expect(shown()).toEqual(['Meldung 1', 'Meldung 2', 'Meldung 3'])
    await elapse(1_000)
    expect(shown()).toEqual(['Meldung 2', 'Meldung 3', 'Meldung 4'])
    const style = getComputedStyle(document.querySelector('.notistack-SnackbarContainer')!)
    expect([style.bottom, style.left]).toEqual(['14px', '20px'])
    expect(style.top).not.toMatch(/\d/)
    // Moved above a dialog's buttons at once, never sliding across them.
    expect(style.transition).toBe('none')
  })

  it('hides a toast after 5000 ms', async () => {
    render(<ToastHost />)
    act(() => showToast('Gespeichert.'))
    await elapse(4_950)
    expect(shown()).toEqual(['Gespeichert.'])
    // 5000 ms, then its way out (well within a second).
    await elapse(1_000)
    expect(shown()).toEqual([])
  })
})

describe('the scroll area', () => {
  beforeEach(() => vi.useFakeTimers())
  const area = () => screen.getByTestId('area')
  const scrolling = () => area().getAttribute('data-scrolling') === 'true'

  it('shows its bar while scrolling and hides it 175 ms after the last scroll', () => {
    inTheme(<ScrollArea data-testid="area">Inhalt</ScrollArea>)
    expect(scrolling()).toBe(false)
    fireEvent.scroll(area())
    expect(scrolling()).toBe(true)
    act(() => vi.advanceTimersByTime(174))
    expect(scrolling()).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(scrolling()).toBe(false)
  })

  it('handles pointer moves at most every 64 ms', () => {
    inTheme(<ScrollArea data-testid="area">Inhalt</ScrollArea>)
    fireEvent.mouseMove(area())
    act(() => vi.advanceTimersByTime(63))
    // Within 64 ms of the last handled move: ignored, so the bar still hides 175 ms after the first.
    fireEvent.mouseMove(area())
    act(() => vi.advanceTimersByTime(175 - 63))
    expect(scrolling()).toBe(false)
    fireEvent.mouseMove(area())
    expect(scrolling()).toBe(true)
  })

  it('keeps the thumb at least 25 px long', () => {
    inTheme(<ScrollArea data-testid="area">Inhalt</ScrollArea>)
    expect(cssOf(area())).toMatch(/::-webkit-scrollbar-thumb\{[^}]*min-height:25px/)
  })
})
