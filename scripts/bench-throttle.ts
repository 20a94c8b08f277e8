// npm run bench:throttle: the sign-in throttle's database work under an attack (decision 0029): 20,000
// failures in the window (200 accounts x 100 addresses), then the check-and-reserve step of a sign-in
// and the throttle columns of a user-list page. PGlite in memory unless DATABASE_URL is set.
import { performance } from 'node:perf_hooks'
import { openDatabase } from '../src/server/db/connect.ts'
import { signinFailures } from '../src/server/db/schema.ts'
import { accountThrottles, releaseSigninAttempt, reserveSigninAttempt } from '../src/server/db/signin-failures.ts'

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory' })
await handle.migrate()
const db = handle.db
const now = new Date()
const emails = Array.from({ length: 100 }, (_, i) => `victim${i}@example.test`)
// An attack in the window: 20,000 failures, 200 accounts x 100 addresses.
const rows = []
for (let a = 0; a < 200; a++) for (let ip = 0; ip < 100; ip++) rows.push({ email: `victim${a}@example.test`, clientIp: `198.18.${a % 250}.${ip}`, at: new Date(now.getTime() - (a * 100 + ip) * 40) })
for (let i = 0; i < rows.length; i += 1000) await db.insert(signinFailures).values(rows.slice(i, i + 1000))
const time = async (label: string, n: number, fn: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < 5; i++) await fn(i)
  const started = performance.now()
  for (let i = 0; i < n; i++) await fn(i)
  const ms = (performance.now() - started) / n
  console.log(`| ${label} | ${n} | ${ms.toFixed(2)} |`)
}
console.log(`database ${process.env.DATABASE_URL ? 'postgres' : 'pglite'}, 20,000 failures in the window`)
console.log('| operation | runs | ms per run |\n|---|---|---|')
await time('reserve + release, attacked account, clean address', 200, async (i) => {
  const attempt = await reserveSigninAttempt(db, { email: `victim${i % 200}@example.test`, clientIp: '203.0.113.9', limitAddress: true }, now)
  if (attempt.allowed) await releaseSigninAttempt(db, attempt.reservationId)
})
await time('reserve + release, quiet account', 200, async (i) => {
  const attempt = await reserveSigninAttempt(db, { email: `quiet${i}@example.test`, clientIp: '203.0.113.10', limitAddress: true }, now)
  if (attempt.allowed) await releaseSigninAttempt(db, attempt.reservationId)
})
await time('accountThrottles for a page of 100 attacked users', 30, () => accountThrottles(db, emails, now))
await handle.close()
