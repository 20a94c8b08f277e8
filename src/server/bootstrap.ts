// First start: an empty database gets one ROOT user of PARENT with a random password, shown once.
import { randomBytes } from 'node:crypto'
import type { Database } from './db/connect.ts'
import { countUsers, insertUser } from './db/users.ts'
import type { PasswordHasher } from './lib/passwords.ts'

export const initialRootEmail = 'root@tessera.local'

/** Creates the first ROOT user when there are no users; returns its credentials, or undefined. */
export async function createFirstRootUser(db: Database, passwords: PasswordHasher, now: Date): Promise<{ email: string; password: string } | undefined> {
  if ((await countUsers(db)) > 0) return undefined
  const password = randomBytes(18).toString('base64url')
  await insertUser(db, { email: initialRootEmail, username: 'root', passwordHash: await passwords.hash(password), role: 'ROOT', group: 'PARENT', features: [] }, now)
  return { email: initialRootEmail, password }
}

export function formatFirstRootBanner(credentials: { email: string; password: string }, url: string): string {
  return [
    '',
    '================================================================================',
    ' First start: created the ROOT user of the PARENT group.',
    `   e-mail:   ${credentials.email}`,
    `   password: ${credentials.password}`,
    ' This password is shown only this once and is stored nowhere in clear text.',
    ` Sign in at ${url}/login and change it under the user settings`,
    ' (or POST /api/me/password with {currentPassword, newPassword}).',
    ' Lost it? Stop the server and create another ROOT user:',
    '   npm run user:create -- --email you@example.com --password "<12+ chars>" --role ROOT --group PARENT',
    '================================================================================',
    '',
  ].join('\n')
}
