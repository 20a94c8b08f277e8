// Whole-script look-alikes of Unicode TS 39 (section 4): a part of an e-mail address written in one
// non-Latin alphabet whose every letter has a Latin double, like an all-Cyrillic "раураӏ" or
// "аdmin"'s Cyrillic twin "аdmіn". Mixed-script parts are refused separately (identity-checks.ts).
// The skeleton is TS 39's: NFD, then the confusables mapping (unhomoglyph carries Unicode's
// confusables.txt), then NFD again; a non-Latin part whose skeleton is plain ASCII reads as Latin.
import unhomoglyph from 'unhomoglyph'

/** TS 39's skeleton of `text`: two strings that look alike have the same skeleton. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD')
}

const letter = /\p{L}/u
const latinOrHan = /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u
const isAscii = (text: string) => [...text].every((character) => character.charCodeAt(0) < 0x80)

/**
 * True when `label` (a local part or one domain label) has letters, none of them Latin, and still
 * looks like a Latin/ASCII string: "асе" (Cyrillic) looks like "ace". A real Cyrillic or Greek word
 * almost always has a letter without a Latin double ("иван", "ελλάδα") and passes.
 */
export function looksLatin(label: string): boolean {
  const letters = [...label].filter((character) => letter.test(character))
  if (letters.length === 0 || letters.some((character) => latinOrHan.test(character))) return false
  return isAscii(skeleton(label))
}
