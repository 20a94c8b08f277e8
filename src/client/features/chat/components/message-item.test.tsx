import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MessageItem } from './message-item.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const actions = { busy: true, onCitation: () => {} }

describe('MessageItem while an answer is on its way', () => {
  it('says "being written" under the answer only, not under the question being sent', () => {
    renderWithProviders(
      <>
        <MessageItem message={{ role: 'user', content: 'Wie hoch ist die Dosis?', status: 'streaming', citations: [], attachments: [] }} actions={actions} />
        <MessageItem message={{ role: 'assistant', content: '', status: 'streaming', citations: [], attachments: [] }} actions={actions} />
      </>,
    )
    expect(screen.getAllByText('Antwort wird geschrieben …')).toHaveLength(1)
    expect(screen.getByRole('article', { name: 'Ihre Nachricht' }).textContent).toBe('Wie hoch ist die Dosis?')
  })
})
