// An admin's import into the tenant's literature collection: the file goes through the file guard
// (size first, then the parser in a worker with heap and time limits); the records are written in one
// transaction, so a refused file leaves the collection as it was.
import { readUntrustedFile } from '../files/guard-file.ts'
import { FileRefusedError } from '../files/run-in-worker.ts'
import { UntrustedFileError } from '../files/untrusted-file-error.ts'
import type { Database } from '../db/connect.ts'
import { knowledgeFileLimits } from '../knowledge/extract/extract-limits.ts'
import { HttpError } from '../lib/http-error.ts'
import { importIntoLibrary } from './article-store.ts'
import type { LiteratureData, LiteratureInput } from './read-literature-worker.ts'
import type { PubmedArticle } from './types.ts'

const worker = new URL('./read-literature-worker.ts', import.meta.url)

export function literatureFormatOf(filename: string): 'xml' | 'nbib' | null {
  if (/\.xml$/i.test(filename)) return 'xml'
  if (/\.(nbib|txt|medline)$/i.test(filename)) return 'nbib'
  return null
}

export async function importLiterature(
  db: Database,
  target: { tenantGroup: string; userId: string; now: Date },
  bytes: Buffer,
  filename: string,
): Promise<{ added: number; updated: number; skipped: number }> {
  const format = literatureFormatOf(filename)
  if (!format)
    throw new HttpError(415, 'Import PubMed XML (.xml) or MEDLINE (.nbib) files', { code: 'pubmed.fileType' })
  const articles: PubmedArticle[] = []
  let skipped = 0
  try {
    await readUntrustedFile<LiteratureInput, LiteratureData>(
      { bytes, kind: 'text' },
      {
        entry: worker,
        input: { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), format },
        onData: (data) => {
          if ('articles' in data) articles.push(...data.articles)
          else skipped = data.skipped
        },
        isolation: 'thread',
      },
      knowledgeFileLimits,
    )
  } catch (error) {
    if (error instanceof UntrustedFileError || error instanceof FileRefusedError) {
      const tooLarge = error.code.startsWith('file.')
      throw new HttpError(tooLarge ? 413 : 422, error.message, {
        code: tooLarge ? 'pubmed.fileTooLarge' : 'pubmed.unreadableFile',
      })
    }
    throw error
  }
  if (articles.length === 0)
    throw new HttpError(422, 'The file holds no PubMed record with a PMID and a title', {
      code: 'pubmed.noRecords',
    })
  const written = await importIntoLibrary(db, target.tenantGroup, target.userId, articles, target.now)
  return { ...written, skipped }
}
