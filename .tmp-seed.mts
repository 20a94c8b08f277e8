import { sql } from 'drizzle-orm'
import { openDatabase } from './src/server/db/connect.ts'
import { seedDemoCatalogue } from './src/server/db/resources/seed-catalogue.ts'
const db = await openDatabase({ dataDir: 'memory' })
await db.migrate()
let t = Date.now()
await seedDemoCatalogue(db.db, { seed: 1, size: 200000, only: ['countries', 'companies', 'manufacturers', 'brands', 'sub-brands', 'pzns'] })
console.log('seed', Date.now() - t)
await db.db.execute(sql`analyze`)
const de = ((await db.db.execute(sql`select id from countries where code='DE'`)) as any).rows[0].id
const q = async (label: string, s: any) => { for (let i = 0; i < 2; i++) await db.db.execute(s); const t0 = performance.now(); for (let i = 0; i < 5; i++) await db.db.execute(s); console.log(label, ((performance.now() - t0) / 5).toFixed(1), 'ms') }
await q('count all', sql`select count(*) from pzns`)
await q('count capped 10001', sql`select count(*) from (select 1 from pzns limit 10001) x`)
await q('count DE', sql`select count(*) from pzns where country = ${de} and market_status = 'onMarket'`)
await q('page1 by name', sql`select * from pzns order by name asc nulls last, id limit 25`)
await q('page1 by name (plain asc)', sql`select * from pzns order by name, id limit 25`)
await q('page 100 by name', sql`select * from pzns order by name, id limit 25 offset 2500`)
await q('sort -price', sql`select * from pzns order by retail_price desc nulls last, id desc limit 25`)
await q('search para', sql`select count(*) from pzns where lower(coalesce(pzn, '') || ' ' || coalesce(name, '') || ' ' || coalesce(active_substance, '') || ' ' || coalesce(atc_code, '')) like '%para%'`)
await q('search pzn', sql`select count(*) from pzns where lower(coalesce(pzn, '') || ' ' || coalesce(name, '') || ' ' || coalesce(active_substance, '') || ' ' || coalesce(atc_code, '')) like '%041149%'`)
console.log(((await db.db.execute(sql`explain select * from pzns order by name asc nulls last, id limit 25`)) as any).rows)
await db.close()
