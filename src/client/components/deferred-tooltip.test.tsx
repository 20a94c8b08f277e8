// The deferred tooltip (decision 0066): before its code has loaded the trigger is named as MUI's
// closed tooltip names it; the pointing or keyboard focus that loads the code opens the tooltip on the
// same element. The cases run in order: the first ones see the code not yet loaded.
import { ThemeProvider } from '@mui/material/styles'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createAppTheme } from '../lib/theme/create-app-theme.ts'
import { DeferredTooltip, loadTooltip } from './deferred-tooltip.tsx'

function renderTooltip() {
  render(
    <ThemeProvider theme={createAppTheme('dark')}>
      <DeferredTooltip title="Hinweis">
        <button type="button">Umschalten</button>
      </DeferredTooltip>
    </ThemeProvider>,
  )
  return screen.getByRole('button')
}

afterEach(cleanup)

describe('a tooltip whose code loads on demand', () => {
  it('names its trigger with the title before its code has loaded, as MUI does', () => {
    const trigger = renderTooltip()
    expect(trigger.getAttribute('aria-label')).toBe('Hinweis')
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens on the pointing that loaded its code, on the same element, and closes when the pointer leaves', async () => {
    const trigger = renderTooltip()
    fireEvent.mouseOver(trigger)
    await act(() => loadTooltip())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toBe('Hinweis')
    expect(screen.getByRole('button')).toBe(trigger)
    expect(trigger.getAttribute('aria-label')).toBe('Hinweis')
    fireEvent.mouseLeave(trigger)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('is MUI’s own tooltip once the code is there', async () => {
    await loadTooltip()
    const trigger = renderTooltip()
    expect(trigger.getAttribute('aria-label')).toBe('Hinweis')
    fireEvent.mouseOver(trigger)
    expect((await screen.findByRole('tooltip')).textContent).toBe('Hinweis')
  })
})
