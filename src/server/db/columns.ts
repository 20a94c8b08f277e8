// Column builders every room's *-tables.ts uses (review D5: each file had its own copy). schema.ts
// keeps its own `utc`: it holds tenantGroups, which this module imports, so it cannot import back.
import { text, timestamp } from 'drizzle-orm/pg-core'
import { tenantGroups } from './schema.ts'

/** A timestamp with time zone, read as a Date. */
export const utc = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** The row's tenant group: not null, a tenant_groups name. */
export const tenantColumn = () =>
  text('tenant_group')
    .notNull()
    .references(() => tenantGroups.name)
