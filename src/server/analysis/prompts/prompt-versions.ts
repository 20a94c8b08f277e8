// Versioned prompts per tenant and profile (decision 0095). Version 1 is the manifest's default in the
// tenant's language, written the first time the tenant's prompts are read; every later version is an
// admin's. Exactly one version per profile is in use; a new version never rewrites old results (they
// keep the version they ran with).
import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { tenants } from '../../../generated/tenants.gen.ts'
import type { Database } from '../../db/connect.ts'
import { analysisPrompts } from '../../db/analysis-tables.ts'
import { profilesOf, promptDefaultFor, type AnalysisProfile } from './prompt-defaults.ts'

export type PromptRow = typeof analysisPrompts.$inferSelect

/** The tenant's language (tenants.<group>.locale): the default prompt's language. */
export function tenantLanguage(tenantGroup: string): 'de' | 'en' | 'fr' {
  const locale: string | undefined = tenants[tenantGroup]?.locale
  return locale === 'fr' || locale === 'en' ? locale : 'de'
}

/** Writes version 1 (in use) of each of the tool's profiles the tenant has no version of yet. */
export async function ensureDefaultPrompts(db: Database, tenantGroup: string, tool: string): Promise<void> {
  const language = tenantLanguage(tenantGroup)
  const rows = profilesOf(tool).map((profile) => {
    const entry = promptDefaultFor(profile)
    return {
      id: randomUUID(),
      tenantGroup,
      tool,
      profile,
      version: 1,
      instruction: entry.instruction[language],
      schemaVersion: entry.schemaVersion,
      inUse: true,
    }
  })
  if (rows.length === 0) return
  // Two first reads at once: one writes, the other's rows conflict and are left out.
  await db.insert(analysisPrompts).values(rows).onConflictDoNothing()
}

/** Every version of the tool's profiles, oldest first. */
export async function listPromptVersions(
  db: Database,
  tenantGroup: string,
  tool: string,
): Promise<PromptRow[]> {
  await ensureDefaultPrompts(db, tenantGroup, tool)
  return db
    .select()
    .from(analysisPrompts)
    .where(and(eq(analysisPrompts.tenantGroup, tenantGroup), eq(analysisPrompts.tool, tool)))
    .orderBy(asc(analysisPrompts.profile), asc(analysisPrompts.version))
}

/** The version of the profile in use for the tenant. */
export async function promptInUse(
  db: Database,
  tenantGroup: string,
  tool: string,
  profile: AnalysisProfile,
): Promise<PromptRow> {
  await ensureDefaultPrompts(db, tenantGroup, tool)
  const [row] = await db
    .select()
    .from(analysisPrompts)
    .where(
      and(
        eq(analysisPrompts.tenantGroup, tenantGroup),
        eq(analysisPrompts.tool, tool),
        eq(analysisPrompts.profile, profile),
        eq(analysisPrompts.inUse, true),
      ),
    )
  if (!row) throw new Error(`no ${profile} prompt in use for ${tenantGroup}`)
  return row
}

/** A new version (the next number); with `use`, it is the one in use from now on. */
export async function createPromptVersion(
  db: Database,
  input: {
    tenantGroup: string
    tool: string
    profile: AnalysisProfile
    instruction: string
    note: string | null
    use: boolean
    createdBy: string
  },
): Promise<PromptRow> {
  await ensureDefaultPrompts(db, input.tenantGroup, input.tool)
  const scope = and(
    eq(analysisPrompts.tenantGroup, input.tenantGroup),
    eq(analysisPrompts.tool, input.tool),
    eq(analysisPrompts.profile, input.profile),
  )
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ version: sql<number>`max(${analysisPrompts.version})` })
      .from(analysisPrompts)
      .where(scope)
    if (input.use)
      await tx
        .update(analysisPrompts)
        .set({ inUse: false })
        .where(and(scope, eq(analysisPrompts.inUse, true)))
    const [row] = await tx
      .insert(analysisPrompts)
      .values({
        id: randomUUID(),
        tenantGroup: input.tenantGroup,
        tool: input.tool,
        profile: input.profile,
        version: Number(last?.version ?? 0) + 1,
        instruction: input.instruction,
        schemaVersion: promptDefaultFor(input.profile).schemaVersion,
        note: input.note,
        inUse: input.use,
        createdBy: input.createdBy,
      })
      .returning()
    return row!
  })
}

/** Puts a version in use (its profile's other versions go out of use); null when the tenant has no such version. */
export async function usePromptVersion(
  db: Database,
  tenantGroup: string,
  tool: string,
  promptId: string,
): Promise<PromptRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(analysisPrompts)
      .where(
        and(
          eq(analysisPrompts.id, promptId),
          eq(analysisPrompts.tenantGroup, tenantGroup),
          eq(analysisPrompts.tool, tool),
        ),
      )
    if (!row) return null
    await tx
      .update(analysisPrompts)
      .set({ inUse: false })
      .where(
        and(
          eq(analysisPrompts.tenantGroup, tenantGroup),
          eq(analysisPrompts.tool, tool),
          eq(analysisPrompts.profile, row.profile),
          eq(analysisPrompts.inUse, true),
        ),
      )
    const [used] = await tx
      .update(analysisPrompts)
      .set({ inUse: true })
      .where(eq(analysisPrompts.id, row.id))
      .returning()
    return used!
  })
}
