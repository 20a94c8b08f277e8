// The job runner's public face (decision 0036): other rooms enqueue and register kinds through here.
export { enqueueJob, type NewJob } from './enqueue-job.ts'
export {
  registerJobKind,
  scheduleRecurring,
  type JobContext,
  type JobHandler,
  type JobInput,
  type JobKindOptions,
} from './registry.ts'
export { JobRunner, type JobRunnerOptions } from './job-runner.ts'
