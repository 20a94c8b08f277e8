// Reading and writing users. Scoping to the caller's tenant happens in the routes; these are plain queries.
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import { groups } from '../../generated/access.gen.ts'
import { normaliseEmail } from '../../shared/identity/identity-checks.ts'
import type { Database } from './connect.ts'
import { tenantGroups, users } from './schema.ts'

export type UserRow = typeof users.$inferSelect

export interface UserDto {
  id: string
  username: string
  email: string
  role: string
  group: string
  features: string[]
  disabled: boolean
  createdAt: string
  updatedAt: string
}

/** What sign-in and get-user answer about the signed-in user (spec section 7). */
export function toSessionProfile(user: Omit<UserRow, 'passwordHash'>) {
  return { id: user.id, username: user.username, email: user.email, role: user.role, group: user.group, features: user.features }
}

export function toUserDto(user: Omit<UserRow, 'passwordHash'>): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    group: user.group,
    features: user.features,
    disabled: user.disabled,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  }
}

/** E-mail addresses are stored and compared NFKC-normalised, trimmed and lower-case (src/shared/identity). */
export { normaliseEmail }

/** Creates the manifest's groups that are missing. Idempotent. */
export async function ensureTenantGroups(db: Database): Promise<void> {
  await db
    .insert(tenantGroups)
    .values(groups.map((name) => ({ name })))
    .onConflictDoNothing()
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normaliseEmail(email))).limit(1)
  return row
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  return row
}

export interface NewUser {
  email: string
  username: string
  passwordHash: string
  role: string
  group: string
  features: string[]
}

export async function insertUser(db: Database, user: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, id: randomUUID(), email: normaliseEmail(user.email), createdAt: now, updatedAt: now })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users)
  return row?.value ?? 0
}

export interface UserQuery {
  search?: string
  group?: string
  role?: string
  status?: 'enabled' | 'disabled'
  sort: 'email' | 'username' | 'role' | 'group' | 'createdAt'
  order: 'asc' | 'desc'
  page: number
  pageSize: number
}

export async function listUsers(db: Database, query: UserQuery): Promise<{ items: UserRow[]; total: number }> {
  const conditions: SQL[] = []
  if (query.group) conditions.push(eq(users.group, query.group))
  if (query.role) conditions.push(eq(users.role, query.role))
  if (query.status) conditions.push(eq(users.disabled, query.status === 'disabled'))
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const match = or(ilike(users.email, pattern), ilike(users.username, pattern))
    if (match) conditions.push(match)
  }
  const where = conditions.length ? and(...conditions) : undefined
  const column = { email: users.email, username: users.username, role: users.role, group: users.group, createdAt: users.createdAt }[query.sort]
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await db.select({ value: count() }).from(users).where(where)
  return { items, total: total?.value ?? 0 }
}
