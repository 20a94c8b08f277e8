import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage-keys.ts'
import type { ThemeMode } from './create-app-theme.ts'

interface ThemeModeValue {
  readonly mode: ThemeMode
  readonly setMode: (mode: ThemeMode) => void
  readonly toggleMode: () => void
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null)

/** The stored mode, dark when nothing (or nothing valid) is stored. */
export function readStoredThemeMode(): ThemeMode {
  return readStorage(STORAGE_KEYS.themeMode) === 'light' ? 'light' : 'dark'
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredThemeMode)
  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(STORAGE_KEYS.themeMode, next)
    setModeState(next)
  }, [])
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode])
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode])
  return <ThemeModeContext.Provider value={value}>{children}</ThemeModeContext.Provider>
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext)
  if (!value) throw new Error('useThemeMode must be used within a ThemeModeProvider')
  return value
}
