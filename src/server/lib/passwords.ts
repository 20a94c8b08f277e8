// Password hashing with argon2id. Hashing is deliberately expensive, so at most `concurrency`
// hashes run at once and at most `queue` wait; beyond that callers get 503 instead of an unbounded queue.
import { channel } from 'node:diagnostics_channel'
import { hash, verify } from '@node-rs/argon2'
import type { PasswordHashCost } from '../config.ts'
import { fieldError, HttpError, type FieldError } from './http-error.ts'

const argon2id = 2

/**
 * Every argon2 verification is published here as `{ against: 'stored' | 'dummy' }`, so a test or an
 * operator's probe can see that a failed sign-in always paid for one, without timing it. Publishing
 * costs nothing while nobody subscribes.
 */
export const passwordVerifyChannel = channel('tessera:password-verify')

export const minPasswordLength = 12
export const maxPasswordLength = 256

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** Verifies against `encoded`, or against a dummy hash when there is no user, so both take as long. */
  verify(encoded: string | undefined, password: string): Promise<boolean>
  /**
   * Admits one password check from its first database work to the end of its hashing, and returns
   * the function that ends the admission. At most `concurrency + queue` are admitted at once; beyond
   * that it throws 503 at once. Checking capacity only before awaiting the database would let any
   * number of attempts through to the queue's door, each holding a reserved failure meanwhile.
   */
  admit(): () => void
}

export async function createPasswordHasher(
  cost: PasswordHashCost,
  limits: { concurrency: number; queue: number },
): Promise<PasswordHasher> {
  // Algorithm.Argon2id is a const enum that verbatimModuleSyntax cannot read; its value is 2.
  const options = { algorithm: argon2id, ...cost }
  const dummyHash = await hash('dummy password that matches nothing', options)
  const limit = createLimiter(limits.concurrency, limits.queue)
  const maxAdmitted = limits.concurrency + limits.queue
  let admitted = 0
  return {
    admit: () => {
      if (admitted >= maxAdmitted) throw busy()
      admitted++
      let ended = false
      return () => {
        if (ended) return
        ended = true
        admitted--
      }
    },
    hash: (password) => limit(() => hash(password, options)),
    verify: (encoded, password) =>
      limit(async () => {
        const matches = await verify(encoded ?? dummyHash, password).catch(() => false)
        if (passwordVerifyChannel.hasSubscribers)
          passwordVerifyChannel.publish({ against: encoded === undefined ? 'dummy' : 'stored' })
        return encoded !== undefined && matches
      }),
  }
}

/** A field error for a new password, or undefined when it is acceptable. */
export function checkNewPassword(password: string): FieldError | undefined {
  if (password.length < minPasswordLength)
    return fieldError('password.tooShort', `Password must be at least ${minPasswordLength} characters long`, {
      minLength: minPasswordLength,
    })
  if (password.length > maxPasswordLength)
    return fieldError('password.tooLong', `Password must be at most ${maxPasswordLength} characters long`, {
      maxLength: maxPasswordLength,
    })
  return undefined
}

const busy = () =>
  new HttpError(503, 'Server busy, try again shortly', { code: 'server.busy', retryAfterSeconds: 1 })

function createLimiter(concurrency: number, queue: number) {
  let running = 0
  const waiting: Array<() => void> = []
  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queue) throw busy()
      await new Promise<void>((resolve) => waiting.push(resolve))
    }
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
  return run
}
