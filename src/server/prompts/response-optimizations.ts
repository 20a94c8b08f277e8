// A tenant's response-optimisation prompts: the manifest's defaults for the tenant's market (added to
// the tenant the first time its list is read, and whenever the manifest gains one; decision 0089) and the tenant's own, in the order its
// admins chose. A default shows the manifest's text in the reader's language until an admin edits it.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { responseOptimizations } from '../db/prompt-tables.ts'
import { fieldError, fieldErrors, HttpError, notFound, type FieldError } from '../lib/http-error.ts'
import { responseOptimizationDefaults } from '../../generated/response-optimizations.gen.ts'
import { tenants } from '../../generated/tenants.gen.ts'
import { parsePromptTemplate } from '../../shared/ai/prompt-variables.ts'

export type PromptLanguage = 'de' | 'en' | 'fr'

export interface OptimizationView {
  id: string
  /** The manifest key of a default; null for the tenant's own. */
  defaultKey: string | null
  label: string
  instruction: string
  /** True when an admin replaced a default's text (resetting brings the manifest's back). */
  edited: boolean
  enabled: boolean
  position: number
}

type Row = typeof responseOptimizations.$inferSelect

const limits = { label: 40, instruction: 4000 } as const
const defaultsByKey = new Map(responseOptimizationDefaults.map((d) => [d.key, d]))

export function toLanguage(value: unknown): PromptLanguage {
  return value === 'fr' || value === 'en' ? value : 'de'
}

function toView(row: Row, language: PromptLanguage): OptimizationView {
  const fallback = row.defaultKey ? defaultsByKey.get(row.defaultKey) : undefined
  return {
    id: row.id,
    defaultKey: row.defaultKey,
    label: row.label ?? fallback?.label[language] ?? row.defaultKey ?? '',
    instruction: row.instruction ?? fallback?.instruction[language] ?? '',
    edited: row.defaultKey !== null && (row.label !== null || row.instruction !== null),
    enabled: row.enabled,
    position: row.position,
  }
}

/** The defaults of the tenant's market (its language in the manifest): HWG for German, ANSM for French. */
const defaultsFor = (tenantGroup: string) => {
  const market = tenants[tenantGroup]?.locale ?? 'de'
  return responseOptimizationDefaults.filter((d) => !d.markets || d.markets.includes(market))
}

/**
 * Adds the manifest defaults of the tenant's market it does not have yet, after its existing ones;
 * removes another market's default the tenant was given before defaults had markets, unless its
 * admins edited it (then it is theirs).
 */
async function ensureDefaults(db: Database, tenantGroup: string, now: Date): Promise<void> {
  const rows = await db
    .select({
      id: responseOptimizations.id,
      defaultKey: responseOptimizations.defaultKey,
      position: responseOptimizations.position,
      label: responseOptimizations.label,
      instruction: responseOptimizations.instruction,
    })
    .from(responseOptimizations)
    .where(eq(responseOptimizations.tenantGroup, tenantGroup))
  const ours = defaultsFor(tenantGroup)
  const oursKeys = new Set(ours.map((d) => d.key))
  const foreign = rows.filter(
    (row) =>
      row.defaultKey !== null &&
      defaultsByKey.has(row.defaultKey) &&
      !oursKeys.has(row.defaultKey) &&
      row.label === null &&
      row.instruction === null,
  )
  if (foreign.length > 0)
    await db.delete(responseOptimizations).where(
      and(
        eq(responseOptimizations.tenantGroup, tenantGroup),
        inArray(
          responseOptimizations.id,
          foreign.map((row) => row.id),
        ),
      ),
    )
  const have = new Set(rows.map((row) => row.defaultKey))
  const missing = ours.filter((d) => !have.has(d.key))
  if (missing.length === 0) return
  let position = rows.reduce((max, row) => Math.max(max, row.position), 0)
  await db
    .insert(responseOptimizations)
    .values(
      missing.map((d) => ({
        id: randomUUID(),
        tenantGroup,
        defaultKey: d.key,
        enabled: d.enabled,
        position: ++position,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
}

/** Every prompt of the tenant in order (admins), or only the enabled ones (every user). */
export async function listOptimizations(
  db: Database,
  tenantGroup: string,
  language: PromptLanguage,
  now: Date,
  { enabledOnly }: { enabledOnly: boolean },
): Promise<OptimizationView[]> {
  await ensureDefaults(db, tenantGroup, now)
  const rows = await db
    .select()
    .from(responseOptimizations)
    .where(
      and(
        eq(responseOptimizations.tenantGroup, tenantGroup),
        ...(enabledOnly ? [eq(responseOptimizations.enabled, true)] : []),
      ),
    )
    .orderBy(asc(responseOptimizations.position), asc(responseOptimizations.createdAt))
  return rows.map((row) => toView(row, language))
}

export async function loadOptimization(
  db: Database,
  tenantGroup: string,
  id: string,
  language: PromptLanguage,
): Promise<OptimizationView> {
  const [row] = await db
    .select()
    .from(responseOptimizations)
    .where(and(eq(responseOptimizations.id, id), eq(responseOptimizations.tenantGroup, tenantGroup)))
  if (!row) throw notFound('No such response-optimisation prompt')
  return toView(row, language)
}

interface OptimizationInput {
  label?: string | null
  instruction?: string | null
  enabled?: boolean
}

function validate(input: OptimizationInput, required: boolean): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {}
  for (const name of ['label', 'instruction'] as const) {
    const value = input[name]
    if (value === undefined && !required) continue
    if (value === null && !required) continue
    if (typeof value !== 'string' || value.trim() === '')
      errors[name] = fieldError(`prompts.optimization.${name}Required`, `${name} is required`)
    else if (value.trim().length > limits[name])
      errors[name] = fieldError('prompts.tooLong', `${name} is longer than ${limits[name]} characters`, {
        max: limits[name],
      })
  }
  if (
    typeof input.instruction === 'string' &&
    parsePromptTemplate(input.instruction).variables.some((v) => v.kind !== 'builtin')
  )
    errors.instruction ??= fieldError(
      'prompts.optimization.onlyBuiltins',
      'Only {{user.name}}, {{date}} and {{tenant.language}} can be used here: nobody fills in other variables',
    )
  return errors
}

export async function createOptimization(
  db: Database,
  tenantGroup: string,
  input: OptimizationInput,
  language: PromptLanguage,
  now: Date,
): Promise<OptimizationView> {
  const errors = validate(input, true)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  await ensureDefaults(db, tenantGroup, now)
  const [row] = await db
    .insert(responseOptimizations)
    .values({
      id: randomUUID(),
      tenantGroup,
      label: input.label!.trim(),
      instruction: input.instruction!.trim(),
      enabled: input.enabled ?? true,
      position: sql`(select coalesce(max(${responseOptimizations.position}), 0) + 1 from ${responseOptimizations} where ${responseOptimizations.tenantGroup} = ${tenantGroup})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return toView(row!, language)
}

/** Edits text or the switch. For a default, null text brings the manifest's back. */
export async function updateOptimization(
  db: Database,
  tenantGroup: string,
  id: string,
  input: OptimizationInput,
  language: PromptLanguage,
  now: Date,
): Promise<OptimizationView> {
  const existing = await loadOptimization(db, tenantGroup, id, language)
  if (existing.defaultKey === null && (input.label === null || input.instruction === null))
    throw new HttpError(400, "Only a default's text can be reset", {
      code: 'prompts.optimization.notDefault',
    })
  const errors = validate(input, false)
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  const [row] = await db
    .update(responseOptimizations)
    .set({
      ...(input.label !== undefined && { label: input.label === null ? null : input.label.trim() }),
      ...(input.instruction !== undefined && {
        instruction: input.instruction === null ? null : input.instruction.trim(),
      }),
      ...(input.enabled !== undefined && { enabled: input.enabled }),
      updatedAt: now,
    })
    .where(and(eq(responseOptimizations.id, id), eq(responseOptimizations.tenantGroup, tenantGroup)))
    .returning()
  return toView(row!, language)
}

/** Deletes one of the tenant's own; a default can only be switched off (409). */
export async function deleteOptimization(
  db: Database,
  tenantGroup: string,
  id: string,
  language: PromptLanguage,
): Promise<OptimizationView> {
  const existing = await loadOptimization(db, tenantGroup, id, language)
  if (existing.defaultKey !== null)
    throw new HttpError(409, 'A default cannot be deleted; switch it off instead', {
      code: 'prompts.optimization.defaultNotDeletable',
    })
  await db
    .delete(responseOptimizations)
    .where(and(eq(responseOptimizations.id, id), eq(responseOptimizations.tenantGroup, tenantGroup)))
  return existing
}

/** Puts the tenant's prompts in the given order; the list must name each of them exactly once. */
export async function reorderOptimizations(
  db: Database,
  tenantGroup: string,
  ids: readonly string[],
  language: PromptLanguage,
  now: Date,
): Promise<OptimizationView[]> {
  await ensureDefaults(db, tenantGroup, now)
  const rows = await db
    .select({ id: responseOptimizations.id })
    .from(responseOptimizations)
    .where(eq(responseOptimizations.tenantGroup, tenantGroup))
  const known = new Set(rows.map((row) => row.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
    throw new HttpError(
      400,
      "The order must name each of the organisation's response-optimisation prompts once",
      { code: 'prompts.optimization.orderMismatch' },
    )
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries())
      await tx
        .update(responseOptimizations)
        .set({ position: index + 1, updatedAt: now })
        .where(and(eq(responseOptimizations.id, id), eq(responseOptimizations.tenantGroup, tenantGroup)))
  })
  return listOptimizations(db, tenantGroup, language, now, { enabledOnly: false })
}
