import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Citation } from '../api/chat-types.ts'
import { renderWithProviders } from './render-with-providers.tsx'
import { SourcesList } from './sources-list.tsx'

afterEach(cleanup)

const base = { kind: 'passage', chunkId: 1, fileId: 'f', quote: 'q' } as const

describe('SourcesList', () => {
  it('names each source with its page, slide or section heading, never an empty place', () => {
    const citations: Citation[] = [
      { ...base, n: 1, filename: 'Fachinfo.pdf', unitKind: 'page', unitNumber: 2, heading: '4.2 Dosierung' },
      { ...base, n: 2, filename: 'Launch.pptx', unitKind: 'slide', unitNumber: 3, heading: 'Preise' },
      { ...base, n: 3, filename: 'Claims.docx', unitKind: 'section', unitNumber: null, heading: 'Wirksamkeit > Dauer' },
      { ...base, n: 4, filename: 'notiz.txt', unitKind: 'section', unitNumber: null, heading: '' },
    ]
    renderWithProviders(<SourcesList citations={citations} onOpen={() => {}} />)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 Fachinfo.pdf (Seite 2)',
      '2 Launch.pptx (Folie 3)',
      '3 Claims.docx (Wirksamkeit > Dauer)',
      '4 notiz.txt',
    ])
  })
})
