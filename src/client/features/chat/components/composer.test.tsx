import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACCEPTED_FILE_TYPES, Composer } from './composer.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const box = () => screen.getByRole('textbox', { name: 'Nachricht' })

describe('Composer keys', () => {
  it('Enter sends the trimmed text and empties the box; Shift+Enter does not send', () => {
    const onSend = vi.fn()
    renderWithProviders(<Composer streaming={false} onSend={onSend} onStop={vi.fn()} />)
    fireEvent.change(box(), { target: { value: ' Zeile 1' } })
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('Zeile 1')
    expect((box() as HTMLTextAreaElement).value).toBe('')
  })

  it('does not send empty text', () => {
    const onSend = vi.fn()
    renderWithProviders(<Composer streaming={false} onSend={onSend} onStop={vi.fn()} />)
    fireEvent.change(box(), { target: { value: '   ' } })
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('while streaming: no sending, a Stop button, and Escape stops', () => {
    const onSend = vi.fn()
    const onStop = vi.fn()
    renderWithProviders(<Composer streaming onSend={onSend} onStop={onStop} />)
    fireEvent.change(box(), { target: { value: 'noch eine' } })
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Senden' })).toBeNull()
    fireEvent.keyDown(box(), { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'Stoppen' }))
    expect(onStop).toHaveBeenCalledTimes(2)
  })

  it('offers the paperclip only with onFiles, with the accepted types, and passes chosen files on', () => {
    const onFiles = vi.fn()
    const { container } = renderWithProviders(<Composer streaming={false} onSend={vi.fn()} onStop={vi.fn()} onFiles={onFiles} />)
    const input = container.querySelector('input[type=file]') as HTMLInputElement
    expect(input.accept).toBe(ACCEPTED_FILE_TYPES)
    expect(input.multiple).toBe(true)
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' })
    fireEvent.change(input, { target: { files: [file] } })
    expect(onFiles).toHaveBeenCalledWith([file])
    cleanup()
    renderWithProviders(<Composer streaming={false} onSend={vi.fn()} onStop={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Dateien anhängen' })).toBeNull()
  })
})
