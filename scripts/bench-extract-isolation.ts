// npm run bench:extract: what the child process around PDF and Office extraction costs (issue 36,
// decision 0081). The same parser module (extract-worker.ts) reads the same files through the guard
// (readUntrustedFile) in a worker thread and in a child process, alternately, BENCH_RUNS times
// (default 9) each; printed as JSON lines: the median and p90 wall time of each, and the difference.
// Files: the 5-page German SmPC fixture, the same with deflated pages (the stream pre-check inflates
// them once more), the DOCX fixture, and a 300-page deflated PDF. The machine's load is printed too.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { readUntrustedFile, type FileKind } from '../src/server/files/guard-file.ts'
import type { ExtractInput } from '../src/server/knowledge/extract/extract-worker.ts'
import { knowledgeFileLimits } from '../src/server/knowledge/extract/extract-limits.ts'
import { germanSmpc } from './knowledge-fixtures/pdf-documents.ts'
import { writePdf, type PdfBlock } from './knowledge-fixtures/write-pdf.ts'
import { median, percentile } from './support/percentile.ts'

const runs = Number(process.env.BENCH_RUNS ?? 9)
const entry = new URL('../src/server/knowledge/extract/extract-worker.ts', import.meta.url)
const fixture = (name: string) =>
  readFileSync(new URL(`../tests/fixtures/knowledge/${name}`, import.meta.url))
const paragraph =
  'Die Tablette wird unzerkaut mit ausreichend Flüssigkeit eingenommen und ist nicht für Kinder bestimmt. '.repeat(
    6,
  )
const pages300 = Array.from({ length: 300 }, (_, page): PdfBlock[] => [
  { heading: `Abschnitt ${page + 1}` },
  ...Array.from({ length: 4 }, () => ({ paragraph })),
])

const files: { name: string; bytes: Buffer; format: 'pdf' | 'docx'; kind: FileKind }[] = [
  { name: 'smpc-5-pages.pdf', bytes: fixture('dolorex-fachinformation.pdf'), format: 'pdf', kind: 'pdf' },
  {
    name: 'smpc-5-pages-deflated.pdf',
    bytes: writePdf(germanSmpc, { compress: true }),
    format: 'pdf',
    kind: 'pdf',
  },
  { name: 'claims.docx', bytes: fixture('dolorex-claims.docx'), format: 'docx', kind: 'zip' },
  {
    name: 'manual-300-pages-deflated.pdf',
    bytes: writePdf(pages300, { compress: true }),
    format: 'pdf',
    kind: 'pdf',
  },
]

async function extractOnce(file: (typeof files)[number], isolation: 'thread' | 'process'): Promise<number> {
  const input: ExtractInput = {
    format: file.format,
    extension: file.format,
    bytes: file.bytes,
    codeLanguage: undefined,
    zipLimits: knowledgeFileLimits.zip,
  }
  let units = 0
  const started = performance.now()
  await readUntrustedFile<ExtractInput, { units?: unknown[] }>(
    { bytes: file.bytes, kind: file.kind },
    { entry, input, isolation, onData: (part) => void (units += part.units?.length ?? 0) },
    knowledgeFileLimits,
  )
  if (units === 0) throw new Error(`${file.name}: no units`)
  return performance.now() - started
}

const round1 = (value: number) => Math.round(value * 10) / 10
console.log(
  JSON.stringify({ bench: 'extract-isolation', runs, node: process.version, load: loadavg().map(round1) }),
)
for (const file of files) {
  // One of each first: module loading and the page cache, not counted.
  await extractOnce(file, 'thread')
  await extractOnce(file, 'process')
  const times: Record<'thread' | 'process', number[]> = { thread: [], process: [] }
  for (let run = 0; run < runs; run++)
    for (const isolation of run % 2 ? (['process', 'thread'] as const) : (['thread', 'process'] as const))
      times[isolation].push(await extractOnce(file, isolation))
  const stats = (values: number[]) => ({
    medianMs: round1(median(values)),
    p90Ms: round1(percentile(values, 90)),
  })
  console.log(
    JSON.stringify({
      file: file.name,
      kib: Math.round(file.bytes.length / 1024),
      thread: stats(times.thread),
      process: stats(times.process),
      processMinusThreadMs: round1(median(times.process) - median(times.thread)),
    }),
  )
}
