// The validations a server keeps for its commits: handed out once, while fresh, within a row budget.
import { describe, expect, it } from 'vitest'
import { KeptValidations } from './upload-job.ts'
import type { UploadValidation } from './validate-upload.ts'

const validationOf = (rows: number): UploadValidation => ({
  rows: Array.from({ length: rows }, (_, i) => ({
    line: i + 2,
    action: 'insert' as const,
    cells: {},
    errors: {},
    values: {},
  })),
  mappedFields: new Set(['name']),
})

describe('kept validations', () => {
  it('hand a validation out once, with the write count it started from', () => {
    const kept = new KeptValidations()
    const validation = validationOf(3)
    kept.keep('job-1', validation, 41, 1000)
    expect(kept.take('job-1', 2000)).toEqual({ validation, writes: 41 })
    expect(kept.take('job-1', 2000)).toBeUndefined()
    expect(kept.take('job-2', 2000)).toBeUndefined()
  })

  it('forget a validation once it is older than the time they are kept', () => {
    const kept = new KeptValidations()
    kept.keep('job-1', validationOf(1), 0, 1000)
    expect(kept.take('job-1', 1000 + KeptValidations.keptForMs)).toBeUndefined()
    kept.keep('job-2', validationOf(1), 0, 1000)
    expect(kept.take('job-2', 1000 + KeptValidations.keptForMs - 1)).toBeDefined()
  })

  it('drop the oldest first when their rows pass the budget', () => {
    const kept = new KeptValidations()
    const half = KeptValidations.keptRows / 2
    kept.keep('oldest', validationOf(half), 0, 1000)
    kept.keep('middle', validationOf(half), 0, 1001)
    kept.keep('newest', validationOf(1), 0, 1002)
    expect(kept.take('oldest', 1003)).toBeUndefined()
    expect(kept.take('middle', 1003)).toBeDefined()
    expect(kept.take('newest', 1003)).toBeDefined()
  })
})
