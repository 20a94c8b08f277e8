// Runs the jobs of the registered kinds: claims due ones, runs each with a timeout and a lease it keeps
// extending, retries with exponential backoff, and on stop aborts and hands back what it was running.
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/connect.ts'
import { jobEvents } from './enqueue-job.ts'
import {
  claimJob,
  completeJob,
  enqueueRecurringJob,
  extendLeases,
  failJob,
  releaseJobs,
  type ClaimedJob,
} from './job-queries.ts'
import { recurringJobKinds, registeredJobKinds } from './registry.ts'

export interface JobRunnerOptions {
  readonly db: Database
  readonly log: FastifyBaseLogger
  /** How often the table is polled for jobs of other processes and retries that came due. */
  readonly pollMs: number
  /** First retry delay; doubled per attempt (capped at an hour). */
  readonly retryBaseMs: number
  /** How long a claimed job stays ours without a heartbeat; a crashed process's jobs return after it. */
  readonly leaseMs?: number
  /** Jobs this process runs at once over all kinds. */
  readonly maxRunning?: number
}

interface Running {
  readonly job: ClaimedJob
  readonly controller: AbortController
  readonly done: Promise<void>
}

export class JobRunner {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  private readonly running = new Map<number, Running>()
  private readonly nextRecurring = new Map<string, number>()
  private stopping = false
  private loop: Promise<void> | null = null
  private wake: (() => void) | null = null
  private heartbeat: NodeJS.Timeout | null = null
  private readonly onEnqueued = () => this.wake?.()

  private readonly options: JobRunnerOptions

  constructor(options: JobRunnerOptions) {
    this.options = options
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 60_000
  }

  start(): void {
    if (this.loop) return
    jobEvents.on('enqueued', this.onEnqueued)
    this.heartbeat = setInterval(
      () => {
        extendLeases(this.options.db, [...this.running.keys()], this.id, this.leaseMs).catch(
          (error: unknown) => this.options.log.warn({ err: error }, 'job lease not extended'),
        )
      },
      Math.max(50, this.leaseMs / 3),
    )
    this.loop = this.runLoop()
  }

  /**
   * Aborts running jobs, lets a claim in flight finish (fillSlots hands its job straight back), waits
   * briefly for the handlers, and releases the aborted jobs for another run.
   */
  async stop(): Promise<void> {
    if (!this.loop) return
    // From here on no job starts: fillSlots checks this after every claim.
    this.stopping = true
    jobEvents.off('enqueued', this.onEnqueued)
    this.wake?.()
    for (const { controller } of this.running.values()) controller.abort(new Error('job runner stopping'))
    await this.loop
    if (this.heartbeat) clearInterval(this.heartbeat)
    const settled = Promise.allSettled([...this.running.values()].map((entry) => entry.done))
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
    await this.release([...this.running.keys()])
    this.running.clear()
  }

  private async release(ids: readonly number[]): Promise<void> {
    await releaseJobs(this.options.db, ids, this.id).catch((error: unknown) =>
      this.options.log.warn({ err: error, jobIds: ids }, 'running jobs not released'),
    )
  }

  private async runLoop(): Promise<void> {
    while (!this.stopping) {
      try {
        await this.enqueueRecurring()
        await this.fillSlots()
      } catch (error) {
        this.options.log.warn({ err: error }, 'job runner could not claim jobs')
      }
      if (this.stopping) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollMs)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
      this.wake = null
    }
  }

  private async fillSlots(): Promise<void> {
    const maxRunning = this.options.maxRunning ?? 4
    while (!this.stopping && this.running.size < maxRunning) {
      const counts = new Map<string, number>()
      for (const { job } of this.running.values()) counts.set(job.kind, (counts.get(job.kind) ?? 0) + 1)
      const kinds = [...registeredJobKinds()]
        .filter(([kind, spec]) => (counts.get(kind) ?? 0) < spec.concurrency)
        .map(([kind, spec]) => ({ kind, perTenant: spec.perTenant }))
      const job = await claimJob(this.options.db, kinds, this.id, this.leaseMs)
      if (!job) return
      // stop() came while the claim was on its way: the job was never started, so it goes straight back.
      if (this.stopping) return this.release([job.id])
      this.startJob(job)
    }
  }

  private startJob(job: ClaimedJob): void {
    const controller = new AbortController()
    const done = this.runJob(job, controller)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'),
      )
      .finally(() => {
        if (!this.stopping) this.running.delete(job.id)
        this.wake?.()
      })
    this.running.set(job.id, { job, controller, done })
  }

  private async runJob(job: ClaimedJob, controller: AbortController): Promise<void> {
    const { db, log } = this.options
    const spec = registeredJobKinds().get(job.kind)
    // Claimed after its lease ran out on the last allowed attempt: the process running it died each time.
    if (!spec || job.attempt > job.maxAttempts) {
      await failJob(
        db,
        { ...job, attempt: job.maxAttempts },
        this.id,
        spec ? 'lease expired on the last attempt' : `unknown job kind ${job.kind}`,
        0,
      )
      return
    }
    const timeout = setTimeout(
      () => controller.abort(new Error(`timed out after ${spec.timeoutMs} ms`)),
      spec.timeoutMs,
    )
    const jobLog = log.child({ jobId: job.id, jobKind: job.kind, attempt: job.attempt })
    try {
      const result = await spec.handler(
        { id: job.id, payload: job.payload, tenantGroup: job.tenantGroup, attempt: job.attempt },
        { db, log: jobLog, signal: controller.signal },
      )
      // A run that finished while stopping still counts: release only hands back jobs still running.
      await completeJob(db, job.id, this.id, result ?? null)
    } catch (error) {
      if (this.stopping) return
      const reason = controller.signal.aborted
        ? String((controller.signal.reason as Error)?.message ?? 'aborted')
        : error instanceof Error
          ? error.message
          : String(error)
      const delay = Math.min(this.options.retryBaseMs * 2 ** (job.attempt - 1), 3_600_000)
      const outcome = await failJob(db, job, this.id, reason, delay)
      jobLog.warn({ err: error, outcome }, 'job attempt failed')
    } finally {
      clearTimeout(timeout)
    }
  }

  private async enqueueRecurring(): Promise<void> {
    const now = Date.now()
    for (const [kind, everyMs] of recurringJobKinds()) {
      if ((this.nextRecurring.get(kind) ?? 0) > now || !registeredJobKinds().has(kind)) continue
      this.nextRecurring.set(kind, now + Math.min(everyMs, 60_000))
      await enqueueRecurringJob(this.options.db, kind, everyMs)
    }
  }
}
