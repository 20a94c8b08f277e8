// The one Drizzle schema for PGlite and PostgreSQL. Times are timestamptz, always written in UTC.
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Tenant groups, created from the manifest at start. */
export const tenantGroups = pgTable('tenant_groups', {
  name: text('name').primaryKey(),
  createdAt: utc('created_at').notNull().defaultNow(),
})

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    group: text('group_name')
      .notNull()
      .references(() => tenantGroups.name),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_group_idx').on(table.group)],
)

/** Sessions keyed by the SHA-256 of the bearer token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: utc('created_at').notNull(),
    lastUsedAt: utc('last_used_at').notNull(),
    expiresAt: utc('expires_at').notNull(),
    revokedAt: utc('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

/** Failed sign-ins, counted per account and address pair, per account and per address across every server instance. */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    at: utc('at').notNull(),
  },
  (table) => [
    index('signin_failures_email_idx').on(table.email, table.at),
    index('signin_failures_ip_idx').on(table.clientIp, table.at),
    index('signin_failures_pair_idx').on(table.email, table.clientIp, table.at),
  ],
)

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: utc('at').notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    tenant: text('tenant'),
    /** The tenant of the user acted on, when it is not the actor's: that tenant's admins see the entry too. */
    targetTenant: text('target_tenant'),
    clientIp: text('client_ip'),
    action: text('action').notNull(),
    target: text('target'),
    result: text('result').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** How often this refusal happened in its minute; identical refusals share one row (decision 0029). */
    count: integer('count').notNull().default(1),
    /** Identifies a refusal within its minute; null for everything else. */
    repeatKey: text('repeat_key'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_tenant_idx').on(table.tenant, table.at),
    index('audit_log_target_tenant_idx').on(table.targetTenant, table.at),
    uniqueIndex('audit_log_repeat_key').on(table.repeatKey),
  ],
)

