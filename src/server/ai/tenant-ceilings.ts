// The ceilings the parent group sets for each tenant (decision 0084): the most token and image
// budget and storage a tenant's admins may give it. A tenant's own limits are checked against them
// when they change, and every reader takes the lower of the two (budget.ts, knowledge-limits.ts), so
// a limit set before a ceiling was lowered cannot pass it either.
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { tenantAiCeilings } from '../db/budget-tables.ts'
import { fieldError, HttpError, type FieldError } from '../lib/http-error.ts'

export const ceilingFields = ['monthlyTokenBudget', 'monthlyImageBudget', 'storageQuotaBytes'] as const
export type CeilingField = (typeof ceilingFields)[number]
export type Ceilings = Record<CeilingField, number | null>

/** The tenant's ceilings as stored: null budgets have none, a null storage ceiling is the server default. */
export async function readCeilings(db: Database, group: string): Promise<Ceilings> {
  const [row] = await db.select().from(tenantAiCeilings).where(eq(tenantAiCeilings.tenantGroup, group))
  return {
    monthlyTokenBudget: row?.monthlyTokenBudget ?? null,
    monthlyImageBudget: row?.monthlyImageBudget ?? null,
    storageQuotaBytes: row?.storageQuotaBytes ?? null,
  }
}

/** The ceilings as they apply: the storage ceiling is never null (the server default stands in). */
export function applyingCeilings(ceilings: Ceilings, defaultQuotaBytes: number): Ceilings {
  return { ...ceilings, storageQuotaBytes: ceilings.storageQuotaBytes ?? defaultQuotaBytes }
}

export async function writeCeilings(
  db: Database,
  group: string,
  ceilings: Ceilings,
  now: Date,
): Promise<void> {
  const values = { ...ceilings, updatedAt: now }
  await db
    .insert(tenantAiCeilings)
    .values({ tenantGroup: group, ...values })
    .onConflictDoUpdate({ target: tenantAiCeilings.tenantGroup, set: values })
}

/**
 * The tenant's limits under its ceilings. A limit the change names must not pass its ceiling (422,
 * `ai.aboveCeiling` with the ceiling); null stays allowed: the ceiling applies then. A limit the change
 * does not name is lowered to a ceiling that was lowered under it.
 */
export function limitsUnderCeilings(
  limits: Ceilings,
  named: ReadonlySet<string>,
  ceilings: Ceilings,
): Ceilings {
  const problems: Record<string, FieldError> = {}
  const result = { ...limits }
  for (const field of ceilingFields) {
    const value = limits[field]
    const ceiling = ceilings[field]
    if (value === null || ceiling === null || value <= ceiling) continue
    if (named.has(field))
      problems[field] = fieldError(
        'ai.aboveCeiling',
        `At most ${ceiling}: the ceiling the parent group set`,
        { ceiling },
      )
    else result[field] = ceiling
  }
  const first = Object.values(problems)[0]
  if (first) throw new HttpError(422, first.message, { code: 'ai.aboveCeiling', fieldErrors: problems })
  return result
}
