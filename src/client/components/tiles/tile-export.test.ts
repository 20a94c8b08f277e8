import { describe, expect, it } from 'vitest'
import { exportFileName, inlineRuns, markdownBlocks } from './tile-export.ts'

describe('tile export', () => {
  it('reads the blocks a Word document needs from the Markdown', () => {
    expect(markdownBlocks('# Titel\n\nErster Satz\nzweite Zeile.\n\n- Punkt **eins**\n1. Schritt\n\n| A | B |\n|---|---|\n| 1 | 2 |')).toEqual([
      { kind: 'heading', level: 1, text: 'Titel' },
      { kind: 'paragraph', text: 'Erster Satz zweite Zeile.' },
      { kind: 'bullet', text: 'Punkt **eins**' },
      { kind: 'number', text: 'Schritt' },
      { kind: 'table', rows: [['A', 'B'], ['1', '2']] },
    ])
  })

  it('marks bold and italic runs', () => {
    expect(inlineRuns('ein **fetter** und *schräger* Text')).toEqual([
      { text: 'ein ', bold: false, italics: false },
      { text: 'fetter', bold: true, italics: false },
      { text: ' und ', bold: false, italics: false },
      { text: 'schräger', bold: false, italics: true },
      { text: ' Text', bold: false, italics: false },
    ])
  })

  it('names the file after the title and the day', () => {
    expect(exportFileName('Résumé de notice / Patients', 'docx', new Date('2026-11-26T10:00:00Z'))).toBe('resume-de-notice-patients-2026-11-26.docx')
  })
})
