import { describe, expect, it } from 'vitest'
import type { LibraryPrompt } from '../api/prompts-queries.ts'
import { filterPrompts } from './filter-prompts.ts'

const prompt = (title: string, category: string, tags: string[], body = ''): LibraryPrompt => ({
  id: title,
  title,
  description: '',
  body,
  category,
  tags,
  visibility: 'shared',
  mine: true,
  currentVersion: 1,
  latestVersion: 1,
  variables: [],
  updatedAt: '2026-11-26T10:00:00.000Z',
})

const prompts = [prompt('Pressetext', 'Marketing', ['presse']), prompt('Beipackzettel erklären', 'Patienten', ['einfach'], 'Erkläre {{text}}'), prompt('HWG-Check', 'Recht', ['hwg', 'presse'])]

describe('filterPrompts', () => {
  it.each([
    ['', null, ['Pressetext', 'Beipackzettel erklären', 'HWG-Check']],
    ['presse', null, ['Pressetext', 'HWG-Check']],
    ['PRESSE hwg', null, ['HWG-Check']],
    ['erkläre', null, ['Beipackzettel erklären']],
    ['', 'Recht', ['HWG-Check']],
    ['presse', 'Patienten', []],
  ])('%s in %s', (query, category, titles) => {
    expect(filterPrompts(prompts, query, category).map((p) => p.title)).toEqual(titles)
  })
})
