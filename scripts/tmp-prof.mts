import { evalFiles } from './knowledge-eval/eval-set.ts'
import { extractDocument } from '../src/server/knowledge/document-seam.ts'
import { readDocumentProfile } from '../src/server/knowledge/profile/read-document-profile.ts'
for (const { document, bytes } of evalFiles()) {
  const doc = await extractDocument(bytes, document.name)
  const p = readDocumentProfile({ filename: document.name, language: doc.language, units: doc.units })
  console.log(document.name.padEnd(48), JSON.stringify(p))
}
process.exit(0)
