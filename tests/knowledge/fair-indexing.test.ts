// The starvation case of issue 36 (finding 3) on the real indexing path: while one tenant's three
// worst-case PDFs (50,000 empty pages each, a minute of parsing apiece) wait and run, another
// tenant's 35-byte text file is ready within 30 s. On a FIFO queue with one job at a time it waited
// for all three. The bound is the issue's own; the file takes about a second alone.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

/** A valid PDF of `pages` empty pages sharing one empty content stream (about 110 bytes a page). */
function emptyPagesPdf(pages: number): Buffer {
  const objects = [
    `<</Type/Catalog/Pages 2 0 R>>`,
    `<</Type/Pages/Count ${pages}/Kids[${Array.from({ length: pages }, (_, i) => `${i + 4} 0 R`).join(' ')}]>>`,
    `<</Length 0>>stream\n\nendstream`,
  ]
  for (let i = 0; i < pages; i++)
    objects.push(`<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 3 0 R>>`)
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj${object}endobj\n`
  })
  const xref = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${xref}trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${body.length}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

let t: KnowledgeTestApp
beforeAll(async () => {
  t = await buildKnowledgeApp()
})
afterAll(async () => {
  await t?.close()
})

it("indexes another tenant's small file within 30 s while one tenant's three worst-case PDFs are queued", async () => {
  const heavy = (await t.as('ADMIN', 'DEMO')).headers
  const heavyCollection = await t.createCollection(heavy, 'Scans')
  const pdf = emptyPagesPdf(50_000)
  for (let i = 1; i <= 3; i++) {
    const response = await t.upload(heavy, { collectionId: heavyCollection, filename: `empty-${i}.pdf` }, pdf)
    expect(response.statusCode, response.body).toBe(201)
  }
  const small = (await t.as('ADMIN', 'BPI')).headers
  const smallCollection = await t.createCollection(small, 'Notes')
  const startedAt = Date.now()
  const response = await t.upload(
    small,
    { collectionId: smallCollection, filename: 'note.txt' },
    'Lagerung bei 2 bis 8 Grad Celsius.',
  )
  expect(response.statusCode, response.body).toBe(201)
  const fileId = response.json().id as string
  await expect
    .poll(
      async () =>
        (
          (await t.app.inject({ url: `/api/knowledge/files/${fileId}`, headers: small })).json() as {
            status: string
          }
        ).status,
      { timeout: 30_000, interval: 200 },
    )
    .toBe('ready')
  console.log(`small file of the second tenant ready after ${Date.now() - startedAt} ms`)
}, 90_000)
