// Job `knowledge.index`: extract -> chunk -> index -> profile one file. The status on the file row follows each
// stage, so the data pool shows where a file is; a refusal of the document (encrypted, corrupt) fails
// it at once with its code, anything else is retried by the runner and fails after the last attempt.
// Vectors come last: their failure leaves the file ready for full-text search (embed-chunks.ts).
import type { JobHandler } from '../jobs/index.ts'
import { textSearchConfigFor } from '../chat/text-search-config.ts'
import { chunkDocument, documentErrorCode, extractDocument } from './document-seam.ts'
import { findFile, readFileBytes, setFileStatus } from './file-store.ts'
import { embedFileChunks } from './embed-chunks.ts'
import { replaceChunks } from './insert-chunks.ts'
import { saveReadProfile } from './profile/profile-store.ts'
import { readDocumentProfile } from './profile/read-document-profile.ts'

export const indexJobKind = 'knowledge.index'
export const indexJobAttempts = 3

export const indexFileJob: JobHandler = async (job, { db, signal, log }) => {
  const fileId = String(job.payload.fileId)
  const tenantGroup = job.tenantGroup ?? ''
  const file = await findFile(db, tenantGroup, fileId)
  // Deleted while queued: nothing left to do.
  if (!file) return { skipped: 'file deleted' }
  try {
    await setFileStatus(db, fileId, {
      status: 'extracting',
      errorCode: null,
      errorDetail: null,
      vectorModelId: null,
      vectorErrorCode: null,
    })
    const bytes = await readFileBytes(db, tenantGroup, fileId)
    if (!bytes) return { skipped: 'file deleted' }
    const document = await extractDocument(bytes, file.filename)
    signal.throwIfAborted()
    const language = document.language ?? textSearchConfigFor(tenantGroup)
    await setFileStatus(db, fileId, { status: 'indexing', language, unitCount: document.units.length })
    const chunks = await chunkDocument(document)
    signal.throwIfAborted()
    const count = await replaceChunks(db, { fileId, tenantGroup, language }, chunks, signal)
    // What the document is (product, strength, type, version date), read before its boilerplate went.
    await saveReadProfile(
      db,
      { fileId, tenantGroup },
      readDocumentProfile({ filename: file.filename, language: document.language, units: document.units }),
    )
    const vectors = await embedFileChunks(
      db,
      { fileId, tenantGroup, userId: file.uploadedBy },
      { signal, log },
    )
    await setFileStatus(db, fileId, { status: 'ready', chunkCount: count })
    return {
      chunks: count,
      language,
      vectors: vectors.kind,
      ...(vectors.kind === 'failed' ? { vectorErrorCode: vectors.errorCode } : {}),
    }
  } catch (error) {
    const code = documentErrorCode(error)
    if (code) {
      await setFileStatus(db, fileId, {
        status: 'failed',
        errorCode: code,
        errorDetail: (error as Error).message.slice(0, 500),
      })
      return { failed: code }
    }
    if (job.attempt >= indexJobAttempts && !signal.aborted) {
      await setFileStatus(db, fileId, {
        status: 'failed',
        errorCode: 'knowledge.indexFailed',
        errorDetail: null,
      })
    }
    throw error
  }
}
