// The job kinds this process knows. Registration is process-wide (a room registers its kinds when its
// route plugin loads); a runner claims only kinds registered here, so a process that does not know a
// kind leaves its jobs to one that does.
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'

export interface JobInput {
  readonly id: number
  readonly payload: Record<string, unknown>
  readonly tenantGroup: string | null
  /** 1 on the first run. */
  readonly attempt: number
}

export interface JobContext {
  readonly db: Database
  readonly log: FastifyBaseLogger
  /** Aborted on timeout and when the runner stops; a handler passes it on to long work. */
  readonly signal: AbortSignal
}

export type JobHandler = (job: JobInput, context: JobContext) => Promise<Record<string, unknown> | void>

export interface JobKindOptions {
  /** A run taking longer is aborted and counts as a failed attempt (default 10 minutes). */
  readonly timeoutMs?: number
  /**
   * Jobs of this kind this process runs at once (default 2: one long job does not hold the kind for
   * everyone; decision 0082).
   */
  readonly concurrency?: number
  /**
   * Jobs of this kind one tenant runs at once over all processes (default 1). Kept below `concurrency`,
   * a slot stays free for another tenant's job while one tenant's heavy ones run.
   */
  readonly perTenant?: number
}

export interface JobKind {
  readonly handler: JobHandler
  readonly timeoutMs: number
  readonly concurrency: number
  readonly perTenant: number
}

const kinds = new Map<string, JobKind>()
const recurring = new Map<string, number>()

export function registerJobKind(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
  kinds.set(kind, {
    handler,
    timeoutMs: options.timeoutMs ?? 10 * 60_000,
    concurrency: Math.max(1, options.concurrency ?? 2),
    perTenant: Math.max(1, options.perTenant ?? 1),
  })
}

/** Enqueues `kind` every `everyMs` while a runner runs (at most one waiting or running at a time). */
export function scheduleRecurring(kind: string, everyMs: number): void {
  recurring.set(kind, everyMs)
}

export function registeredJobKinds(): ReadonlyMap<string, JobKind> {
  return kinds
}

export function recurringJobKinds(): ReadonlyMap<string, number> {
  return recurring
}

/** Tests only: forget a kind so suites do not see each other's handlers. */
export function unregisterJobKind(kind: string): void {
  kinds.delete(kind)
  recurring.delete(kind)
}
