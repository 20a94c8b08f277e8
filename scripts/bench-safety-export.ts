// Figures for the medicine-check exports (decision 0098): N items with two findings each in an
// in-memory PGlite, then the export's query, the CSV text, and the XLSX written on the event loop and
// in the worker thread, with the event loop's longest stall while each runs. Prints, asserts nothing.
//   npx tsx scripts/bench-safety-export.ts [items=5000]
import { createHash, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { analysisRows, analysisColumns } from '../src/server/analysis/exports/analysis-rows.ts'
import { csvText, workbookBytes } from '../src/server/analysis/exports/write-table.ts'
import { analysisItems } from '../src/server/db/analysis-tables.ts'
import { analysisFindings } from '../src/server/db/analysis-review-tables.ts'
import { openDatabase } from '../src/server/db/connect.ts'
import { tenantGroups } from '../src/server/db/schema.ts'

const count = Number(process.argv[2] ?? 5000)
const handle = await openDatabase({ dataDir: 'memory' })
await handle.migrate()
const db = handle.db
await db.insert(tenantGroups).values({ name: 'DEMO' }).onConflictDoNothing()
const body = 'Nach der Einnahme von Zyrtomax bekam meine Mutter einen starken Hautausschlag. '.repeat(25)
for (let start = 0; start < count; start += 500) {
  const items = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
    const text = `${start + i} ${body}`
    return {
      id: randomUUID(),
      tenantGroup: 'DEMO',
      tool: 'medicheck',
      sourceKind: 'paste',
      title: `=Beitrag ${start + i}`,
      text,
      contentHash: createHash('sha256').update(text).digest('hex'),
      status: 'matched',
    }
  })
  await db.insert(analysisItems).values(items)
  await db.insert(analysisFindings).values(
    items.flatMap((item) => [
      {
        id: randomUUID(),
        tenantGroup: 'DEMO',
        tool: 'medicheck',
        itemId: item.id,
        origin: 'model',
        type: 'aeSuspected',
        product: 'Zyrtomax',
        detail: 'Hautausschlag',
        quote: '+Hautausschlag',
        patientPresent: true,
        reporterPresent: true,
      },
      {
        id: randomUUID(),
        tenantGroup: 'DEMO',
        tool: 'medicheck',
        itemId: item.id,
        origin: 'rule',
        type: 'mandatoryTextMissing',
        quote: null,
      },
    ]),
  )
}

async function measure<T>(label: string, run: () => Promise<T> | T): Promise<T> {
  // The longest gap between ticks of a 5 ms timer: how long the event loop could not answer anyone.
  let last = performance.now()
  let stall = 0
  const ticker = setInterval(() => {
    const now = performance.now()
    stall = Math.max(stall, now - last)
    last = now
  }, 5)
  await sleep(20)
  stall = 0
  last = performance.now()
  const started = performance.now()
  const result = await run()
  const ms = performance.now() - started
  await sleep(20)
  clearInterval(ticker)
  console.log(
    `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   event loop longest stall ${stall.toFixed(0).padStart(5)} ms`,
  )
  return result
}

console.log(`${count} items, ${count * 2} findings (PGlite in memory)`)
const { rows } = await measure('query (analysisRows)', () => analysisRows(db, 'DEMO', 'medicheck', {}))
const header = [...analysisColumns]
const csv = await measure('CSV text', () => csvText(header, rows, ';'))
const inline = await measure('XLSX on the event loop', () =>
  workbookBytes([{ name: 'Analyse', header, rows }], false),
)
const worker = await measure('XLSX in the worker thread', () =>
  workbookBytes([{ name: 'Analyse', header, rows }], true),
)
console.log(
  `rows ${rows.length}, CSV ${(csv.length / 1e6).toFixed(1)} MB, XLSX ${(inline.byteLength / 1e6).toFixed(1)} MB (worker ${(worker.byteLength / 1e6).toFixed(1)} MB)`,
)
await handle.close()
