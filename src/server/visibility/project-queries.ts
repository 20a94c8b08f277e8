// Reading a tenant's projects, prompts and runs: another tenant's answers as not there (404 upstream).
import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import {
  visibilityAnswers,
  visibilityPrompts,
  visibilityProjects,
  visibilityRuns,
} from '../db/visibility-tables.ts'
import { notFound } from '../lib/http-error.ts'

export type Project = typeof visibilityProjects.$inferSelect
export type TrackedPrompt = typeof visibilityPrompts.$inferSelect

export async function projectOr404(db: Database, tenantGroup: string, projectId: string): Promise<Project> {
  const [project] = await db
    .select()
    .from(visibilityProjects)
    .where(and(eq(visibilityProjects.id, projectId), eq(visibilityProjects.tenantGroup, tenantGroup)))
  if (!project) throw notFound('No such project')
  return project
}

export async function promptOr404(
  db: Database,
  tenantGroup: string,
  promptId: string,
): Promise<TrackedPrompt> {
  const [prompt] = await db
    .select()
    .from(visibilityPrompts)
    .where(and(eq(visibilityPrompts.id, promptId), eq(visibilityPrompts.tenantGroup, tenantGroup)))
  if (!prompt) throw notFound('No such prompt')
  return prompt
}

export async function runOr404(db: Database, tenantGroup: string, runId: string) {
  const [run] = await db
    .select()
    .from(visibilityRuns)
    .where(and(eq(visibilityRuns.id, runId), eq(visibilityRuns.tenantGroup, tenantGroup)))
  if (!run) throw notFound('No such run')
  return run
}

export async function answerOr404(db: Database, tenantGroup: string, answerId: string) {
  const [answer] = await db
    .select()
    .from(visibilityAnswers)
    .where(and(eq(visibilityAnswers.id, answerId), eq(visibilityAnswers.tenantGroup, tenantGroup)))
  if (!answer) throw notFound('No such answer')
  return answer
}
