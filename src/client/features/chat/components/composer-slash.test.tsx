import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SlashPrompt } from '../api/prompt-tools.ts'
import { Composer } from './composer.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const prompt = (id: string, title: string, body: string, variables: SlashPrompt['variables'] = []): SlashPrompt => ({
  id,
  title,
  description: '',
  body,
  category: 'Marketing',
  tags: [],
  visibility: 'shared',
  mine: false,
  currentVersion: 1,
  latestVersion: 1,
  variables,
  updatedAt: '2026-11-26T10:00:00.000Z',
})

const prompts = [
  prompt('a', 'Pressetext', 'Schreibe einen Pressetext.'),
  prompt('b', 'Produktbeschreibung', 'Beschreibe {{produkt}} im Ton {{ton:formell|locker}}.', [
    { kind: 'text', name: 'produkt' },
    { kind: 'choice', name: 'ton', options: ['formell', 'locker'] },
  ]),
]

const box = () => screen.getByRole('textbox', { name: 'Nachricht' })

describe('Composer: / offers the prompt library', () => {
  it('filters as you type, moves with the arrows and inserts a prompt without variables', () => {
    const onSlash = vi.fn()
    renderWithProviders(<Composer streaming={false} onSend={vi.fn()} onStop={vi.fn()} slashPrompts={prompts} onSlash={onSlash} />)
    fireEvent.change(box(), { target: { value: '/' } })
    expect(onSlash).toHaveBeenCalled()
    const list = screen.getByRole('listbox', { name: 'Prompts aus der Bibliothek' })
    expect(within(list).getAllByRole('option')).toHaveLength(2)
    fireEvent.change(box(), { target: { value: '/press' } })
    const options = within(list).getAllByRole('option')
    expect(options).toHaveLength(1)
    expect(options[0]!.textContent).toContain('Pressetext')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect((box() as HTMLTextAreaElement).value).toBe('Schreibe einen Pressetext.')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('asks for text and choice values before inserting, and Escape closes the list', () => {
    const onSend = vi.fn()
    renderWithProviders(<Composer streaming={false} onSend={onSend} onStop={vi.fn()} slashPrompts={prompts} onSlash={vi.fn()} />)
    fireEvent.change(box(), { target: { value: '/' } })
    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    const dialog = screen.getByRole('dialog', { name: 'Prompt ausfüllen: Produktbeschreibung' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einfügen' }))
    expect(within(dialog).getByText('Bitte ausfüllen')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'produkt' }), { target: { value: 'Ibuprofen 400' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einfügen' }))
    expect((box() as HTMLTextAreaElement).value).toBe('Beschreibe Ibuprofen 400 im Ton formell.')

    fireEvent.change(box(), { target: { value: '/' } })
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(screen.queryByRole('listbox')).toBeNull()
    expect((box() as HTMLTextAreaElement).value).toBe('/')
  })

  it('says so when nothing matches, in French for NERES', () => {
    renderWithProviders(<Composer streaming={false} onSend={vi.fn()} onStop={vi.fn()} slashPrompts={prompts} onSlash={vi.fn()} />, 'fr')
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: '/zzz' } })
    expect(screen.getByText(/Aucun prompt ne correspond/)).toBeTruthy()
  })
})
