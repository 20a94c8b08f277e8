import { describe, expect, it } from 'vitest'
import { canAskPubmed, canImportLiterature, canManageNcbi, splitCitations } from './pubmed-rights.ts'

describe('splitCitations', () => {
  it('cuts an answer at its [PMID] markers and keeps the text between them', () => {
    expect(splitCitations('A protected [90000002]. B did not [90000001][90000003].')).toEqual([
      { text: 'A protected ' },
      { pmid: '90000002' },
      { text: '. B did not ' },
      { pmid: '90000001' },
      { pmid: '90000003' },
      { text: '.' },
    ])
  })

  it('leaves bracketed text that is not a PMID as text', () => {
    expect(splitCitations('95% CI [0.77 to 1.03]')).toEqual([{ text: '95% CI [0.77 to 1.03]' }])
  })
})

describe('rights', () => {
  const user = (role: string, group: string) => ({ role, group, features: [] })
  it('lets every DEMO level ask, ADMIN and up import, ROOT keep the NCBI key', () => {
    expect(canAskPubmed(user('READ', 'DEMO'))).toBe(true)
    expect(canAskPubmed(user('ADMIN', 'IGEPHA'))).toBe(false)
    expect(canImportLiterature(user('WRITE', 'DEMO'))).toBe(false)
    expect(canImportLiterature(user('ADMIN', 'DEMO'))).toBe(true)
    expect(canManageNcbi(user('ADMIN', 'DEMO'))).toBe(false)
    expect(canManageNcbi(user('ROOT', 'PARENT'))).toBe(true)
  })
})
