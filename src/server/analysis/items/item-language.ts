// An item's language as the analysis engine names it (de, fr, en): the caller's word when it gave one,
// else the knowledge extractor's detection (one detector for documents and items, not two).
import { detectLanguage } from '../../knowledge/extract/detect-language.ts'

export type ItemLanguage = 'de' | 'fr' | 'en'

export const itemLanguages: readonly ItemLanguage[] = ['de', 'fr', 'en']

const codes = { german: 'de', french: 'fr', english: 'en' } as const

/** The given language when it is one of ours, else the detected one, else null (too little prose). */
export function itemLanguage(text: string, given?: string | null): ItemLanguage | null {
  if (given && (itemLanguages as readonly string[]).includes(given)) return given as ItemLanguage
  const detected = detectLanguage(text)
  return detected ? codes[detected] : null
}
