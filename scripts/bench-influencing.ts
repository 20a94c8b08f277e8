// Figures for the corporate-influencing import (issue 42, decision 0103): an export of N post rows
// (50 ambassadors) as CSV and as XLSX, read through the file guard (parse worker), checked row by row
// and written in one transaction into an in-memory PGlite; then the same file again (every row an
// update), and the dashboard's figures over the year. Prints, asserts nothing.
//   npx tsx scripts/bench-influencing.ts [rows=10000]
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { openDatabase } from '../src/server/db/connect.ts'
import { influencingAmbassadors } from '../src/server/db/influencing-tables.ts'
import { tenantGroups } from '../src/server/db/schema.ts'
import { buildDashboard } from '../src/server/influencing/build-dashboard.ts'
import { loadPosts } from '../src/server/influencing/load-posts.ts'
import { foldName, readExportRows } from '../src/server/influencing/read-export-rows.ts'
import { writePosts } from '../src/server/influencing/write-posts.ts'
import { parseFile } from '../src/server/routes/bulk-uploads/parse-file.ts'

const count = Number(process.argv[2] ?? 10_000)
const today = new Date().toISOString().slice(0, 10)
const year = Number(today.slice(0, 4)) - 1
const header = [
  'Post URL',
  'Post publish date',
  'Ambassador',
  'Post commentary',
  'Impressions',
  'Members reached',
  'Reactions',
  'Comments',
  'Reposts',
]
const names = Array.from({ length: 50 }, (_, i) => `Ambassador ${i + 1}`)
const rows = Array.from({ length: count }, (_, i) => {
  const day = new Date(Date.UTC(year, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10)
  return [
    `https://www.linkedin.com/feed/update/urn:li:activity:${7_000_000_000_000_000_000n + BigInt(i)}/`,
    day,
    names[i % names.length]!,
    `Beitrag ${i} über Zyrtomax, Erkältung und den Apothekentag`,
    1000 + (i % 900),
    800 + (i % 700),
    i % 60,
    i % 9,
    i % 7,
  ]
})
const csv = Buffer.from(
  `${Papa.unparse([header, ...rows.map((r) => r.map(String))], { newline: '\r\n' })}\r\n`,
)
const workbook = new ExcelJS.Workbook()
const sheet = workbook.addWorksheet('Posts')
sheet.addRow(header)
for (const row of rows) sheet.addRow(row)
const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())

async function run(format: 'csv' | 'xlsx', bytes: Buffer) {
  const handle = await openDatabase({ dataDir: 'memory' })
  await handle.migrate()
  const db = handle.db
  await db.insert(tenantGroups).values({ name: 'DEMO' }).onConflictDoNothing()
  const ambassadors = names.map((name) => ({
    id: randomUUID(),
    tenantGroup: 'DEMO',
    name,
    consentOn: `${year}-01-01`,
  }))
  await db.insert(influencingAmbassadors).values(ambassadors)
  const context = {
    ambassadorsByName: new Map(ambassadors.map((a) => [foldName(a.name), a.id])),
    defaultAmbassadorId: null,
    today,
  }
  const pass = async () => {
    const t0 = performance.now()
    const file = await parseFile(format, bytes)
    const t1 = performance.now()
    const { rows: checked, errors } = readExportRows(file, context)
    if (errors.length > 0) throw new Error(`bench rows refused: ${JSON.stringify(errors[0])}`)
    const t2 = performance.now()
    const written = await writePosts(db, 'DEMO', checked, 'import')
    const t3 = performance.now()
    return {
      parse: t1 - t0,
      check: t2 - t1,
      write: t3 - t2,
      total: t3 - t0,
      created: written.postsCreated,
      updated: written.postsUpdated,
    }
  }
  const first = await pass()
  const again = await pass()
  const t0 = performance.now()
  const posts = await loadPosts(db, 'DEMO', { from: `${year}-01-01`, to: `${year}-12-31` })
  buildDashboard({
    year,
    by: 'week',
    today,
    posts,
    ambassadors,
    topics: [{ name: 'Erkältung', keywords: ['Erkältung'] }],
    products: { readable: true, terms: [{ id: 'Zyrtomax', term: 'Zyrtomax' }] },
  })
  const dashboard = performance.now() - t0
  await handle.close()
  return { first, again, dashboard }
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
console.log(
  `influencing import, ${count.toLocaleString('en')} post rows, 50 ambassadors, PGlite in memory, Node ${process.version}`,
)
console.log('| file | KiB | pass | parse (guard + worker) | check | write | total | created / updated |')
console.log('|---|---|---|---|---|---|---|---|')
for (const [format, bytes] of [
  ['csv', csv],
  ['xlsx', xlsx],
] as const) {
  const { first, again, dashboard } = await run(format, bytes)
  for (const [label, r] of [
    ['first', first],
    ['re-import', again],
  ] as const)
    console.log(
      `| ${format} | ${Math.round(bytes.byteLength / 1024)} | ${label} | ${ms(r.parse)} | ${ms(r.check)} | ${ms(r.write)} | ${ms(r.total)} | ${r.created} / ${r.updated} |`,
    )
  console.log(`dashboard over ${count} posts (${format} database): ${ms(dashboard)}`)
}
