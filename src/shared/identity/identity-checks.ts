// Checks of the names people are known by: usernames and e-mail addresses. Shared so that the
// server enforces and the client can explain the same rules (decisions 0029, 0050).
import { looksLatin } from './look-alike.ts'

/** Characters that are invisible or reorder text: controls, format characters (bidi overrides, zero-width), line and paragraph separators. */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

/** Error code of a username, or undefined when it is acceptable. The caller trims it first. */
export function usernameProblem(username: string): 'username.required' | 'username.invalidCharacters' | undefined {
  if (!username) return 'username.required'
  if (hiddenCharacter.test(username)) return 'username.invalidCharacters'
  return undefined
}

/**
 * The form an e-mail address is stored and compared in: compatibility-normalised (NFKC, so a
 * full-width "ａ" is "a"), trimmed and lower-cased.
 */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// Alphabets with letters that look like Latin ones. Han, kana and Hangul are one writing system
// with each other and with Latin (as in Unicode TS 39's "highly restrictive" level).
const scripts: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
]

function scriptsOf(label: string): Set<string> {
  const found = new Set<string>()
  for (const character of label) {
    if (!/\p{L}/u.test(character)) continue
    found.add(scripts.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other')
  }
  return found
}

/** True when one part of the address (before the @, or one label of the domain) mixes alphabets, like "pаypal" with a Cyrillic "а". */
export function mixesScripts(email: string): boolean {
  const [local = '', domain = ''] = email.split('@')
  return [local, ...domain.split('.')].some((label) => {
    const found = scriptsOf(label)
    if (found.size <= 1) return false
    return !(found.size === 2 && found.has('Latin') && found.has('CJK'))
  })
}

/** True when one part of the address is written wholly in another alphabet but reads as Latin, like an all-Cyrillic "раураӏ". */
export function imitatesLatin(email: string): boolean {
  const [local = '', domain = ''] = email.split('@')
  return [local, ...domain.split('.')].some(looksLatin)
}

/** Error code of a normalised e-mail address, or undefined when it is acceptable. */
export function emailProblem(
  email: string,
): 'email.invalid' | 'email.mixedScript' | 'email.lookAlike' | undefined {
  if (!emailShape.test(email) || hiddenCharacter.test(email)) return 'email.invalid'
  if (mixesScripts(email)) return 'email.mixedScript'
  if (imitatesLatin(email)) return 'email.lookAlike'
  return undefined
}
