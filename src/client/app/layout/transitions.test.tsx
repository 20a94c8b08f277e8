// Spec section 9: transitions take 150 ms to 300 ms, also those that follow an element's height
// (a long menu collapse, a popover), measured on the app's own components in its theme.
import { ThemeProvider } from '@mui/material/styles'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import de from '../../../generated/messages-de.gen.ts'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { createAppTheme } from '../../lib/theme/create-app-theme.ts'
import { ThemeModeProvider } from '../../lib/theme/theme-mode.tsx'
import { renderInRouter } from '../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../testing/test-session.ts'
import { SideMenu } from '../menu/side-menu.tsx'
import { MoreMenu } from './more-menu.tsx'

/** Every "<n>ms" of a CSS transition value, as numbers. */
const millisecondsIn = (transition: string) => [...transition.matchAll(/([\d.]+)ms/g)].map((match) => Number(match[1]))

async function renderInApp(ui: ReactNode, messages: Record<string, string> = de) {
  const session = startTestSession(testUser({ group: 'PARENT' }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  return renderInRouter(
    <ThemeModeProvider>
      <ThemeProvider theme={createAppTheme('dark')}>{ui}</ThemeProvider>
    </ThemeModeProvider>,
    { session, messages },
  )
}

beforeEach(() => {
  // happy-dom lays nothing out: make every element as tall as a long list or a full popover.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1500)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('transitions that follow the height', () => {
  it('opens and closes a long menu collapse within 300 ms', async () => {
    const items: CompiledMenuEntry[] = Array.from({ length: 40 }, (_, n) => ({ id: `i${n}`, type: 'item', title: `t.i${n}`, url: `/i${n}`, access: null }))
    const menu: CompiledMenuEntry[] = [{ id: 'g', type: 'group', title: 't.g', access: null, children: [{ id: 'c', type: 'collapse', title: 't.c', access: null, children: items }] }]
    const messages: Record<string, string> = { ...de, 't.g': 'Gruppe', 't.c': 'Lange Liste' }
    for (const item of items) messages[item.title] = item.id
    await renderInApp(<SideMenu drawerOpen entries={menu} />, messages)

    fireEvent.click(screen.getByRole('button', { name: 'Lange Liste' }))
    const collapse = document.querySelector<HTMLElement>('.MuiCollapse-root')!
    const opening = Number.parseFloat(collapse.style.transitionDuration)
    expect(opening).toBeGreaterThanOrEqual(150)
    expect(opening).toBeLessThanOrEqual(300)

    fireEvent.click(screen.getByRole('button', { name: 'Lange Liste' }))
    const closing = Number.parseFloat(collapse.style.transitionDuration)
    expect(closing).toBeGreaterThanOrEqual(150)
    expect(closing).toBeLessThanOrEqual(300)
  })

  it("grows the 'more' popover in 150 ms to 300 ms", async () => {
    await renderInApp(<MoreMenu />)
    fireEvent.click(screen.getByTestId('more-menu'))
    // The popover's code loads on the first opening (decision 0066).
    const paper = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.MuiPopover-paper')
      if (!found) throw new Error('the popover is not open yet')
      return found
    })
    // "opacity <d>ms … 0ms, transform <d'>ms … <delay>ms": each part ends by 300 ms.
    const [opacity, opacityDelay, transform, transformDelay] = millisecondsIn(paper.style.transition)
    expect(opacity).toBeGreaterThanOrEqual(150)
    expect(opacity! + opacityDelay!).toBeLessThanOrEqual(300)
    expect(transform! + transformDelay!).toBeLessThanOrEqual(300)
  })
})
