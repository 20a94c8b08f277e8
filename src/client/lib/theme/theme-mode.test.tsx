import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ThemeModeProvider, useThemeMode } from './theme-mode.tsx'

beforeEach(() => localStorage.clear())

describe('theme mode', () => {
  it('is dark when nothing is stored', () => {
    const { result } = renderHook(useThemeMode, { wrapper: ThemeModeProvider })
    expect(result.current.mode).toBe('dark')
  })

  it('toggles and stores the mode under themeMode', () => {
    const { result } = renderHook(useThemeMode, { wrapper: ThemeModeProvider })
    act(() => result.current.toggleMode())
    expect(result.current.mode).toBe('light')
    expect(localStorage.getItem('themeMode')).toBe('light')
  })

  it('starts from the stored mode', () => {
    localStorage.setItem('themeMode', 'light')
    const { result } = renderHook(useThemeMode, { wrapper: ThemeModeProvider })
    expect(result.current.mode).toBe('light')
  })
})
