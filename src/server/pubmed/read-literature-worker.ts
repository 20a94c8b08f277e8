// Runs in a worker thread (run-in-worker.ts through the file guard), loaded by Node itself: only
// erasable TypeScript here. Parses an imported literature file (PubMed/MEDLINE XML or .nbib) and posts
// its records 500 at a time, then how many records were skipped.
import { decodeText, detectEncoding } from '../files/detect-encoding.ts'
import { inWorker, postData, postDone, postRefusal, workerInput } from '../files/worker-port.ts'
import { parseNbib } from './parse-nbib.ts'
import { parsePubmedXml } from './parse-pubmed-xml.ts'
import type { PubmedArticle } from './types.ts'

export interface LiteratureInput {
  readonly bytes: Uint8Array
  readonly format: 'xml' | 'nbib'
}

export type LiteratureData = { articles: PubmedArticle[] } | { skipped: number }

if (inWorker) {
  const input = workerInput<LiteratureInput>()
  let parsed
  try {
    const text = decodeText(input.bytes, detectEncoding(input.bytes))
    parsed = input.format === 'xml' ? parsePubmedXml(text) : parseNbib(text)
  } catch (error) {
    postRefusal('pubmed.unreadableFile', `The file cannot be read (${(error as Error).message})`)
  }
  if (parsed) {
    for (let i = 0; i < parsed.articles.length; i += 500)
      postData<LiteratureData>({ articles: parsed.articles.slice(i, i + 500) })
    postData<LiteratureData>({ skipped: parsed.skipped })
    postDone()
  }
}
