// A parser in a child process: its messages arrive in order and wait for their handling, and a
// parser that fills memory outside the JS heap or never ends is killed at its limit, costing the
// server nothing (issue 36, decision 0081).
import { describe, expect, it } from 'vitest'
import type { HostileInput } from '../../../tests/fixtures/files/hostile-parser.ts'
import { defaultFileLimits } from './file-limits.ts'
import { addressSpaceLimited, runInProcess, type ProcessReport } from './run-in-process.ts'
import { messagesInFlight } from './worker-port.ts'

const entry = new URL('../../../tests/fixtures/files/hostile-parser.ts', import.meta.url)
const limits = defaultFileLimits.worker
const mb = 1024 * 1024

describe('runInProcess', () => {
  it('hands over the input and every message in order, never more than a few ahead of their handling', async () => {
    const seen: number[] = []
    let unhandled = 0
    let mostUnhandled = 0
    await runInProcess<HostileInput, { index: number; length: number }>(
      entry,
      { act: 'echo', messages: 40, bytes: new Uint8Array(3 * mb) },
      limits,
      async ({ index, length }) => {
        expect(length).toBe(3 * mb)
        seen.push(index)
        mostUnhandled = Math.max(mostUnhandled, ++unhandled)
        await new Promise((resolve) => setTimeout(resolve, 2))
        unhandled--
      },
    )
    expect(seen).toEqual(Array.from({ length: 40 }, (_, i) => i))
    expect(mostUnhandled).toBeLessThanOrEqual(messagesInFlight + 1)
  })

  it('gives the parser none of the server’s environment (no database URL, no keys)', async () => {
    process.env.TESSERA_TEST_SECRET = 'must-not-leak'
    let names: string[] = []
    await runInProcess<HostileInput, string[]>(entry, { act: 'environment' }, limits, (data) => {
      names = data
    })
    delete process.env.TESSERA_TEST_SECRET
    expect(names.filter((name) => name !== 'PATH')).toEqual(['TESSERA_PARSER_PROCESS'])
  })

  it('kills a parser that fills memory outside its heap at the resident limit; the server does not grow', async () => {
    const before = process.memoryUsage().rss
    const report: ProcessReport = { peakResidentBytes: 0 }
    const started = performance.now()
    await expect(
      runInProcess(entry, { act: 'native' }, { ...limits, maxResidentMb: 256 }, () => undefined, report),
    ).rejects.toMatchObject({
      name: 'UntrustedFileError',
      code: 'file.tooComplex',
      statusCode: 422,
      message: expect.stringContaining('more than 256 MB of memory'),
    })
    console.log(
      `native hog: stopped after ${Math.round(performance.now() - started)} ms at ${Math.round(report.peakResidentBytes / mb)} MB resident (limit 256); server rss ${Math.round(before / mb)} -> ${Math.round(process.memoryUsage().rss / mb)} MB`,
    )
    // Seen past the limit (or refused by the address-space limit first), and the server untouched.
    expect(report.peakResidentBytes).toBeGreaterThan(100 * mb)
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * mb)
  })

  it('stops a parser at the address-space limit even between two looks at its memory', async () => {
    expect(addressSpaceLimited).toBe(true)
    const report: ProcessReport = { peakResidentBytes: 0 }
    await expect(
      // The resident limit far above: only a net, should prlimit be missing.
      runInProcess(
        entry,
        { act: 'native' },
        { ...limits, maxResidentMb: 3000, maxAddressSpaceMb: 1800 },
        () => undefined,
        report,
      ),
    ).rejects.toMatchObject({ code: 'file.tooComplex' })
    // Node maps about 1.2 GB before it allocates: the child could not reach 1000 MB resident.
    expect(report.peakResidentBytes).toBeLessThan(1000 * mb)
  })

  it('kills a parser that never ends at the time limit', async () => {
    await expect(
      runInProcess(entry, { act: 'hang' }, { ...limits, timeoutMs: 1500 }, () => undefined),
    ).rejects.toMatchObject({
      code: 'file.tooSlow',
      message: expect.stringContaining('longer than 2 s'),
    })
  })
})
