import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnswerMarkdown } from './answer-markdown.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const show = (text: string, citationNumbers: number[] = [], onCitation = vi.fn()) =>
  renderWithProviders(<AnswerMarkdown text={text} citationNumbers={citationNumbers} onCitation={onCitation} />)

describe('AnswerMarkdown: model text is data', () => {
  it('shows <script> and <img onerror> as text, never as elements or attributes', () => {
    const { container } = show('Hallo <script>window.hacked = 1</script>\n\n<img src="x" onerror="window.hacked = 2">\n\n<b onclick="x()">fett</b>')
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.querySelector('[onerror],[onclick]')).toBeNull()
    expect(container.textContent).toContain('<script>window.hacked = 1</script>')
    expect(container.textContent).toContain('<img src="x" onerror="window.hacked = 2">')
  })

  it('drops javascript: and data: links but keeps the words; safe links open in a new tab', () => {
    const { container } = show('[klick](javascript:alert(1)) [daten](data:text/html,x) [gut](https://example.org) [intern](/services/product-master)')
    const links = Array.from(container.querySelectorAll('a'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org', '/services/product-master'])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/)
    expect(container.textContent).toContain('klick')
  })

  it('drops a javascript: image source too', () => {
    const { container } = show('![x](javascript:alert(1))')
    expect(container.innerHTML).not.toContain('javascript:')
  })

  it('turns known citation markers into buttons and leaves unknown ones as text', () => {
    const onCitation = vi.fn()
    const { container } = show('Dosis 5 mg [1][2] und [7].', [1, 2], onCitation)
    const buttons = screen.getAllByRole('button', { name: /Quelle \d anzeigen/ })
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2'])
    expect(container.textContent).toContain('[7]')
    fireEvent.click(buttons[1]!)
    expect(onCitation).toHaveBeenCalledWith(2)
  })

  it('wraps tables in a horizontal scroller and gives code blocks a copy button', () => {
    const { container } = show('| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1\n```')
    expect(container.querySelector('table')?.parentElement?.className).toMatch(/MuiBox/)
    expect(screen.getByRole('button', { name: 'Code kopieren' })).toBeTruthy()
    expect(container.querySelector('pre code')?.textContent).toContain('const x = 1')
  })
})
