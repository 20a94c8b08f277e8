// The stream filter of PMID markers: a marker of a PMID not fetched never reaches the page, even split
// across deltas; fetched ones are normalised; the model's "no evidence" reply is held back.
import { describe, expect, it } from 'vitest'
import { createPmidStreamFilter } from '../../src/server/pubmed/pmid-stream-filter.ts'

const run = (deltas: string[], allowed = ['90000002']) => {
  const filter = createPmidStreamFilter(new Set(allowed), 'NO_RELEVANT_EVIDENCE')
  return deltas.map((delta) => filter.push(delta)).join('') + filter.flush()
}

describe('PMID stream filter', () => {
  it('removes markers of PMIDs not fetched, split anywhere, and normalises fetched ones', () => {
    const text = 'A [PMID: 90000002]. B [12345678]. C [PMID 90000002] end.'
    for (let cut = 1; cut < text.length; cut++)
      expect(run([text.slice(0, cut), text.slice(cut)])).toBe('A [90000002]. B . C [90000002] end.')
  })

  it('shows nothing of the no-evidence reply, whole or in pieces', () => {
    expect(run(['NO_RELEVANT', '_EVIDENCE'])).toBe('')
    expect(run([' NO_RELEVANT_EVIDENCE', ' and more'])).toBe('')
    expect(run(['NO', ' doubt [90000002].'])).toBe('NO doubt [90000002].')
  })
})
