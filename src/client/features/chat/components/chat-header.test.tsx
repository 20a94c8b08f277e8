import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChatAssistant } from '../api/chat-types.ts'
import { ChatHeader } from './chat-header.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const own: ChatAssistant = {
  id: 'a1',
  name: 'Regulatory-Lotse',
  description: 'Für Fragen zur Zulassung.',
  icon: null,
  fixed: false,
  version: 1,
  sourceMode: 'files',
  conversationStarters: [],
  disclaimer: null,
}

describe('ChatHeader', () => {
  it("says which sources a tenant's own assistant reads, from its source mode, in the user's language", () => {
    renderWithProviders(<ChatHeader assistant={own} model={null} />)
    expect(screen.getByText('Für Fragen zur Zulassung.')).toBeTruthy()
    expect(screen.getByTestId('chat-assistant-reads').textContent).toBe(
      'Liest nur die Dateien, die dem Gespräch oder dem Assistenten angehängt sind: nicht den Datenpool, nicht die Produktdaten, nicht das Wissen des Sprachmodells.',
    )
    cleanup()
    renderWithProviders(<ChatHeader assistant={{ ...own, sourceMode: 'all' }} model={null} />, 'fr')
    expect(screen.getByTestId('chat-assistant-reads').textContent).toBe(
      'Lit les fichiers joints, le pool de données, les données produits et les connaissances du modèle de langage.',
    )
  })

  it('does not repeat it for a fixed assistant, whose description is that text already', () => {
    renderWithProviders(
      <ChatHeader
        assistant={{
          ...own,
          fixed: true,
          description: 'Liest keine Dokumente: antwortet nur aus dem Wissen des Sprachmodells.',
        }}
        model={null}
      />,
    )
    expect(screen.queryByTestId('chat-assistant-reads')).toBeNull()
  })
})
