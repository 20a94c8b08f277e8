import type { LibraryPrompt } from '../api/prompts-queries.ts'

/** Prompts whose title, description, text, category or tags contain every word of the query. */
export function filterPrompts(prompts: readonly LibraryPrompt[], query: string, category: string | null): LibraryPrompt[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return prompts.filter((prompt) => {
    if (category !== null && prompt.category !== category) return false
    const haystack = [prompt.title, prompt.description, prompt.body, prompt.category, ...prompt.tags].join(' ').toLocaleLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
