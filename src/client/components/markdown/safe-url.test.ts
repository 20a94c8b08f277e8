import { describe, expect, it } from 'vitest'
import { safeUrl } from './safe-url.ts'

describe('safeUrl', () => {
  it.each(['https://example.org/a', 'http://x.de', 'mailto:a@b.de', ' https://x.de/a '])('allows %s', (url) =>
    expect(safeUrl(url)).toBe(url.trim()),
  )
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '//evil.org',
    '/admin/users',
    '/services/product-master/1',
    'ftp://x',
  ])('refuses %s', (url) => expect(safeUrl(url)).toBe(''))
  it('allows a relative path only under the paths asked for', () => {
    expect(safeUrl('/services/product-master/1', ['/services/'])).toBe('/services/product-master/1')
    expect(safeUrl('/admin/users', ['/services/'])).toBe('')
    expect(safeUrl('//evil.org/services/', ['/services/'])).toBe('')
    expect(safeUrl('//evil.org', ['//'])).toBe('')
  })
})
