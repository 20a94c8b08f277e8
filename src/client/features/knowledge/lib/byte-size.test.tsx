import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { useByteSize } from './byte-size.ts'

const sizes = (locale: string) =>
  renderHook(() => useByteSize(), { wrapper: ({ children }: { children: ReactNode }) => <IntlProvider locale={locale}>{children}</IntlProvider> }).result.current

describe('useByteSize', () => {
  it.each([
    ['de', 0, '0 kB'],
    ['de', 300, '1 kB'],
    ['de', 6173, '6 kB'],
    ['de', 25 * 1024 * 1024, '25 MB'],
    ['de', 1024 * 1024 * 1024, '1.024 MB'],
    ['de', 1.5 * 1024 * 1024, '1,5 MB'],
    ['fr', 6173, '6 ko'],
    ['en', 1.5 * 1024 * 1024, '1.5 MB'],
  ])('%s: %d bytes read %s', (locale, bytes, expected) => {
    expect(sizes(locale)(bytes).replace(/\s/g, ' ')).toBe(expected)
  })
})
