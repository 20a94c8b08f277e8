// The image pool on its own: turns, the memory counted from a picture's size, the queue's length and
// wait, a caller that leaves, and libvips stopped at the time limit.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../lib/http-error.ts'
import { bytesPerPixel, ImagePool } from './image-pool.ts'

/** Work that holds its turn until released. */
function heldWork() {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, work: async () => released }
}

const small = { width: 100, height: 100 }
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('image pool', () => {
  it('runs at most two at once and starts the next as one ends', async () => {
    const pool = new ImagePool({ maxRunning: 2 })
    const held = [heldWork(), heldWork(), heldWork()]
    const runs = held.map((h) => pool.run(small, {}, h.work))
    await settle()
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 1 })
    held[0]!.release()
    await runs[0]
    await settle()
    expect(pool.stats()).toMatchObject({ running: 2, waiting: 0 })
    held[1]!.release()
    held[2]!.release()
    await Promise.all(runs)
    expect(pool.stats()).toMatchObject({ running: 0, waiting: 0, reservedBytes: 0, started: 3 })
  })

  it('counts the memory of a picture from its size before it starts, and waits while it does not fit', async () => {
    const large = { width: 5000, height: 4000 } // 20 MP
    const pool = new ImagePool({ maxRunning: 2, memoryBudgetBytes: 25_000_000 * bytesPerPixel })
    const first = heldWork()
    const second = heldWork()
    const one = pool.run(large, {}, first.work)
    const two = pool.run(large, {}, second.work)
    await settle()
    // Two slots, but the second 20 MP picture does not fit next to the first.
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 1, reservedBytes: 20_000_000 * bytesPerPixel })
    first.release()
    await one
    await settle()
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 0 })
    second.release()
    await two
  })

  it('refuses at once past the queue, and after the longest wait, with 503 images.busy and Retry-After', async () => {
    const pool = new ImagePool({ maxRunning: 1, maxWaiting: 1, maxWaitMs: 200, retryAfterSeconds: 7 })
    const held = heldWork()
    const running = pool.run(small, {}, held.work)
    const waiting = pool.run(small, {}, async () => 'late')
    const refused = await pool.run(small, {}, async () => 'never').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(HttpError)
    expect(refused).toMatchObject({ statusCode: 503, code: 'images.busy', retryAfterSeconds: 7 })
    await expect(waiting).rejects.toMatchObject({ statusCode: 503, code: 'images.busy' })
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 0 })
    held.release()
    await running
    expect(pool.stats()).toMatchObject({ running: 0, started: 1 })
  })

  it('lets a caller whose request ended leave the queue without starting', async () => {
    const pool = new ImagePool({ maxRunning: 1 })
    const held = heldWork()
    const running = pool.run(small, {}, held.work)
    const controller = new AbortController()
    let started = false
    const waiting = pool.run(small, { signal: controller.signal }, async () => void (started = true))
    await settle()
    controller.abort(new Error('the client left'))
    await expect(waiting).rejects.toThrow('the client left')
    expect(pool.stats().waiting).toBe(0)
    held.release()
    await running
    expect(started).toBe(false)
    await expect(pool.run(small, { signal: controller.signal }, async () => 'x')).rejects.toThrow(
      'the client left',
    )
  })

  it('stops a pipeline that runs past the time limit, and frees its turn', async () => {
    const pool = new ImagePool()
    const shape = { width: 6000, height: 6000 }
    const png = await sharp({ create: { ...shape, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer()
    const started = Date.now()
    const stopped = await pool
      .run(shape, { timeLimitMs: 500 }, async (open) => open(png).webp({ quality: 90 }).toBuffer())
      .catch((error: unknown) => error)
    expect(String(stopped)).toMatch(/timeout/)
    console.info(
      `a 36 MP WebP conversion stopped ${Date.now() - started} ms after it started (time limit 1 s)`,
    )
    expect(pool.stats()).toMatchObject({ running: 0, reservedBytes: 0 })
  })

  it('refuses a picture above the pixel limit through sharp too, should a caller skip the header check', async () => {
    const pool = new ImagePool()
    const png = await sharp({
      create: { width: 7000, height: 7000, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer()
    await expect(
      pool.run({ width: 1, height: 1 }, {}, async (open) => open(png).webp().toBuffer()),
    ).rejects.toThrow(/pixel limit/)
  })
})
