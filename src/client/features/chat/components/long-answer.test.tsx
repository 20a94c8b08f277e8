// Long answers (issue 36, finding 6; decision 0085): the thread renders the first part of a long
// answer with a control for the rest, collapses long code blocks, keeps tables in a scrolling box of
// their own and does not render a streaming answer again for every token.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '../../../../generated/messages-de.gen.ts'
import { AnswerMarkdown } from './answer-markdown.tsx'
import { collapsedLines } from './code-block.tsx'
import { partChars } from '../lib/long-answer.ts'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const answer = (text: string, streaming = false) => (
  <AnswerMarkdown text={text} citationNumbers={[]} onCitation={vi.fn()} streaming={streaming} />
)
const code = (lines: number) =>
  ['```js', ...Array.from({ length: lines }, (_, i) => `const line${i} = ${i}`), '```'].join('\n')
const table = (rows: number, columns: number) =>
  [
    `| ${Array.from({ length: columns }, (_, c) => `H${c}`).join(' | ')} |`,
    `|${'---|'.repeat(columns)}`,
    ...Array.from(
      { length: rows },
      (_, r) => `| ${Array.from({ length: columns }, (_, c) => `r${r}c${c}`).join(' | ')} |`,
    ),
  ].join('\n')

describe('long answers in the thread', () => {
  it(`collapses a code block beyond ${collapsedLines} lines behind a button, and expands it`, () => {
    const { container } = renderWithProviders(answer(`${code(5)}\n\n${code(45)}`))
    const [short, long] = Array.from(container.querySelectorAll('pre'))
    expect(short!.hasAttribute('data-collapsed')).toBe(false)
    expect(long!.getAttribute('data-collapsed')).toBe('true')
    expect(getComputedStyle(long!).overflowY).toBe('hidden')
    // The whole code is there (copy and find in page see it); only its height is limited.
    expect(long!.textContent).toContain('const line44 = 44')
    const expand = screen.getByRole('button', { name: 'Alle 45 Zeilen anzeigen' })
    expect(expand.getAttribute('aria-expanded')).toBe('false')
    expect(expand.getAttribute('aria-controls')).toBe(long!.id)
    fireEvent.click(expand)
    expect(long!.hasAttribute('data-collapsed')).toBe(false)
    const collapse = screen.getByRole('button', { name: 'Weniger Zeilen anzeigen' })
    expect(collapse.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('button', { name: /Zeilen anzeigen/ })).toHaveLength(1)
  })

  it('keeps a wide, long table in a focusable box that scrolls both ways, cells wrapping long words', () => {
    const { container } = renderWithProviders(answer(table(40, 60)))
    const box = screen.getByRole('region', { name: 'Tabelle (scrollt in ihrem Rahmen)' })
    expect(box.contains(container.querySelector('table'))).toBe(true)
    expect(box.tabIndex).toBe(0)
    const style = getComputedStyle(box)
    expect(style.overflow).toBe('auto')
    expect(style.maxHeight).toMatch(/^[\d.]+(px|vh)$/)
    expect(getComputedStyle(container.querySelector('td')!).overflowWrap).toBe('break-word')
  })

  it('renders the first part of a 500-row table and the rest on request', () => {
    const text = table(500, 12)
    expect(text.length).toBeGreaterThan(50_000)
    const { container } = renderWithProviders(answer(text))
    const shownRows = container.querySelectorAll('tbody tr').length
    expect(shownRows).toBeGreaterThan(10)
    expect(shownRows).toBeLessThan(250)
    expect(screen.getByText(/^Die ersten \d+ KB von \d+ KB werden angezeigt\.$/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Ganze Antwort anzeigen \(\d+ KB\)$/ }))
    expect(container.querySelectorAll('tbody tr')).toHaveLength(500)
    expect(screen.queryByRole('button', { name: /Ganze Antwort anzeigen/ })).toBeNull()
  }, 60_000)

  it('shows the first part of one 200 KB line, which wraps anywhere', () => {
    const line = 'x'.repeat(200 * 1024)
    const { container } = renderWithProviders(answer(line), 'fr')
    const markdown = container.querySelector('.chat-markdown')!
    expect(getComputedStyle(markdown).overflowWrap).toBe('anywhere')
    expect(markdown.querySelector('p')!.textContent!.length).toBe(partChars)
    expect(screen.getByRole('button', { name: 'Afficher toute la réponse (200 Ko)' })).toBeTruthy()
  })

  it('does not render a streaming answer again for every token', async () => {
    // Rendered again in the same providers (renderWithProviders' rerender would mount it anew).
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="de" messages={de}>
        {children}
      </IntlProvider>
    )
    const { container, rerender } = render(answer('Erstens', true), { wrapper })
    for (const text of ['Erstens zweitens', 'Erstens zweitens drittens']) rerender(answer(text, true))
    // The render after the first waits for its interval: the tokens meanwhile are shown together.
    expect(container.textContent).toBe('Erstens')
    await waitFor(() => expect(container.textContent).toBe('Erstens zweitens drittens'))
  })
})
