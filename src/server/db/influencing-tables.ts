// Tables of corporate influencing (issue 42, decision 0103): the programme's ambassadors (a user of
// the tenant or a named person, with the date they consented), their LinkedIn posts, and the posts'
// figures over time (one snapshot per post and day: a re-import of the same day updates it). Topics
// are the tenant's keyword lists the dashboard counts posts by. Every row carries tenant_group.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantGroups, users } from './schema.ts'

const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const tenantColumn = () =>
  text('tenant_group')
    .notNull()
    .references(() => tenantGroups.name)

export const influencingAmbassadors = pgTable(
  'influencing_ambassadors',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** The tenant's user who is this ambassador; null for a named person without an account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The day the ambassador agreed to take part (and to have their post figures kept). */
    consentOn: date('consent_on', { mode: 'string' }).notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('influencing_ambassadors_name_key').on(t.tenantGroup, sql`lower(${t.name})`)],
)

export const influencingPosts = pgTable(
  'influencing_posts',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    ambassadorId: text('ambassador_id')
      .notNull()
      .references(() => influencingAmbassadors.id, { onDelete: 'cascade' }),
    /** The post's address in canonical form (post-url.ts): a re-import finds the post by it. */
    url: text('url').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    text: text('text').notNull().default(''),
    /** import or manual: where the post was last written from. */
    origin: text('origin').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencing_posts_url_key').on(t.tenantGroup, t.url),
    index('influencing_posts_published_idx').on(t.tenantGroup, t.publishedOn),
  ],
)

export const influencingPostSnapshots = pgTable(
  'influencing_post_snapshots',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    postId: text('post_id')
      .notNull()
      .references(() => influencingPosts.id, { onDelete: 'cascade' }),
    /** The day the figures were read (the export's day, or the import's). */
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull(),
    /** LinkedIn's "members reached"; null where the export has none. */
    membersReached: integer('members_reached'),
    reactions: integer('reactions').notNull(),
    comments: integer('comments').notNull(),
    reshares: integer('reshares').notNull(),
  },
  (t) => [uniqueIndex('influencing_post_snapshots_day_key').on(t.postId, t.takenOn)],
)

export const influencingTopics = pgTable(
  'influencing_topics',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    name: text('name').notNull(),
    /** Words and phrases that put a post under this topic (whole words, case and accents folded). */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('influencing_topics_name_key').on(t.tenantGroup, t.name)],
)
