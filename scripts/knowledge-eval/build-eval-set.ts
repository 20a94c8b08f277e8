// Writes the evaluation set of issue 38 to a folder, to read the documents as the engine gets them:
//   npx tsx scripts/knowledge-eval/build-eval-set.ts [folder]   (default: a folder in the system's temp dir)
// The bench (npm run bench:knowledge, step quality) and tests/knowledge/knowledge-eval-set.test.ts
// render the same documents in memory; nothing generated is committed.
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { evalFiles, evalQuestions } from './eval-set.ts'

const folder = process.argv[2] ?? join(tmpdir(), 'tessera-knowledge-eval')
mkdirSync(folder, { recursive: true })
const files = evalFiles()
for (const { document, bytes } of files) writeFileSync(join(folder, document.name), bytes)
writeFileSync(
  join(folder, 'documents.json'),
  JSON.stringify(
    files.map(({ document }) => ({
      name: document.name,
      language: document.language,
      type: document.type,
      product: document.product,
      version: document.version,
      current: document.current,
    })),
    null,
    2,
  ),
)
console.log(
  `${files.length} documents and ${evalQuestions().length} questions; documents written to ${folder}`,
)
