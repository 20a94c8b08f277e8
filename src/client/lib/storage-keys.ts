/** Keys of the browser's localStorage the app reads and writes (spec sections 3 and 9). */
export const STORAGE_KEYS = {
  token: 'user-token',
  themeMode: 'themeMode',
  customLogo: 'customLogo',
  locale: 'locale',
} as const

/** Where the language a user picked is kept: one key per user, beside the spec's keys (decision 0005). */
export const chosenLocaleKey = (userId: string) => `${STORAGE_KEYS.locale}:${userId}`

/** Fragments of keys other features store per thread or per disclaimer; logout removes them all. */
export const SESSION_KEY_FRAGMENTS = ['thread_id', 'disclaimerAcknowledged'] as const

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage full or blocked: the app keeps working with the value in memory.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key)
  } catch {
    // Nothing stored that could be removed.
  }
}

/** Removes the token, every key holding a thread id or disclaimer flag, and the custom logo. */
export function clearSessionStorage(storage: Storage = window.localStorage): void {
  const doomed: string[] = []
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i)
    if (key && SESSION_KEY_FRAGMENTS.some((fragment) => key.includes(fragment))) doomed.push(key)
  }
  doomed.push(STORAGE_KEYS.token, STORAGE_KEYS.customLogo)
  for (const key of doomed) storage.removeItem(key)
}
