import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useLogo } from './branding/logo-context.tsx'
import { useThemeMode } from './theme/theme-mode.tsx'

describe('provider hooks outside their providers (spec section 8)', () => {
  it.each([
    ['useThemeMode', () => useThemeMode(), 'useThemeMode must be used within a ThemeModeProvider'],
    ['useLogo', () => useLogo(), 'useLogo must be used within a LogoProvider'],
  ] as [string, () => unknown, string][])('%s throws the spec message', (_name, hook, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(hook)).toThrow(message)
  })
})
