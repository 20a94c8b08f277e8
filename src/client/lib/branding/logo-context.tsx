import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { product, tenants } from '../../../generated/tenants.gen.ts'
import { useSessionToken, useSessionUser } from '../session/session-context.tsx'
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage-keys.ts'

interface LogoValue {
  /** The logo to draw: the custom one where allowed and set, else the group's, else the default. */
  readonly src: string
  readonly maxWidth: number
  /** The parent group's chip label beside the logo, if any. */
  readonly chipLabel: string | null
  readonly customLogo: string | null
  readonly canCustomize: boolean
  readonly setCustomLogo: (dataUrl: string) => void
  readonly resetCustomLogo: () => void
}

const LogoContext = createContext<LogoValue | null>(null)
const DEFAULT_MAX_WIDTH = 155

export function LogoProvider({ children }: { children: ReactNode }) {
  const user = useSessionUser()
  const token = useSessionToken()
  const [customLogo, setCustomLogoState] = useState<string | null>(() => readStorage(STORAGE_KEYS.customLogo))
  const tenant = user ? tenants[user.group] : undefined
  const canCustomize = tenant?.customLogo === true

  // Spec section 4: the custom logo is cleared whenever there is no token.
  useEffect(() => {
    if (token) return
    removeStorage(STORAGE_KEYS.customLogo)
    setCustomLogoState(null)
  }, [token])

  const setCustomLogo = useCallback((dataUrl: string) => {
    writeStorage(STORAGE_KEYS.customLogo, dataUrl)
    setCustomLogoState(dataUrl)
  }, [])
  const resetCustomLogo = useCallback(() => {
    removeStorage(STORAGE_KEYS.customLogo)
    setCustomLogoState(null)
  }, [])

  const value = useMemo<LogoValue>(
    () => ({
      src: (canCustomize && customLogo) || tenant?.logo || product.defaultLogo,
      maxWidth: tenant?.logoMaxWidth ?? DEFAULT_MAX_WIDTH,
      chipLabel: tenant?.kind === 'parent' ? product.shortLabel : null,
      customLogo: canCustomize ? customLogo : null,
      canCustomize,
      setCustomLogo,
      resetCustomLogo,
    }),
    [canCustomize, customLogo, tenant, setCustomLogo, resetCustomLogo],
  )
  return <LogoContext.Provider value={value}>{children}</LogoContext.Provider>
}

export function useLogo(): LogoValue {
  const value = useContext(LogoContext)
  if (!value) throw new Error('useLogo must be used within a LogoProvider')
  return value
}
