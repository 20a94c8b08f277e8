// An upload into a collection, a thread, an assistant or the uploader's own files (a tile's form,
// decision 0052): every check before anything is stored
// (place and rights, extension, size, quota, content), then the file and its bytes in parts
// (file-store.ts: a failure deletes the row), then the index job. Each refusal is an HttpError with a `knowledge.*` code.
import { and, eq } from 'drizzle-orm'
import { assistants } from '../db/ai-tables.ts'
import type { Database } from '../db/connect.ts'
import { HttpError } from '../lib/http-error.ts'
import { normaliseFileName } from '../../shared/files/file-name.ts'
import { enqueueJob } from '../jobs/index.ts'
import { detectDocumentType, documentErrorCode } from './document-seam.ts'
import { isAtLeast, ownsThread, visibleCollection, type KnowledgeUser } from './file-access.ts'
import { storeFile, type KnowledgeFile } from './file-store.ts'
import { indexJobAttempts, indexJobKind } from './index-file-job.ts'
import { allowedExtensions, readTenantStorage } from './knowledge-limits.ts'

export interface UploadTarget {
  readonly filename: string
  readonly collectionId?: string
  readonly threadId?: string
  readonly assistantId?: string
  /** The uploader's own file, in no collection, thread or assistant: only they see it (a tile's form). */
  readonly personal?: boolean
}

export interface UploadLimits {
  readonly maxFileBytes: number
  readonly defaultQuotaBytes: number
}

const refuse = (status: number, code: string, message: string) => new HttpError(status, message, { code })

async function checkPlace(db: Database, user: KnowledgeUser, target: UploadTarget): Promise<void> {
  const places = [target.collectionId, target.threadId, target.assistantId, target.personal].filter(Boolean)
  if (places.length !== 1)
    throw refuse(
      400,
      'knowledge.placeRequired',
      'Name exactly one of collectionId, threadId, assistantId, personal',
    )
  if (target.personal) return
  if (target.collectionId) {
    const collection = await visibleCollection(db, user, target.collectionId)
    if (!collection) throw refuse(404, 'notFound', 'No such collection')
    if (!isAtLeast(user, 'ADMIN'))
      throw refuse(403, 'knowledge.forbidden', 'Only administrators add files to the data pool')
  } else if (target.threadId) {
    if (!(await ownsThread(db, user, target.threadId))) throw refuse(404, 'notFound', 'No such thread')
  } else {
    const [assistant] = await db
      .select({ id: assistants.id })
      .from(assistants)
      .where(and(eq(assistants.id, target.assistantId!), eq(assistants.tenantGroup, user.group)))
    if (!assistant || !isAtLeast(user, 'ADMIN')) throw refuse(404, 'notFound', 'No such assistant')
  }
}

export async function uploadFile(
  db: Database,
  user: KnowledgeUser,
  target: UploadTarget,
  bytes: Uint8Array,
  limits: UploadLimits,
): Promise<KnowledgeFile> {
  await checkPlace(db, user, target)
  // The one place a knowledge file's name enters: data pool, threads, assistants, a tile's form, FAQ.
  const filename = normaliseFileName(target.filename)
  if (!filename)
    throw refuse(400, 'knowledge.badFileName', 'The file name has no usable characters; rename the file')
  const extension = filename.includes('.') ? filename.slice(filename.lastIndexOf('.') + 1).toLowerCase() : ''
  if (!allowedExtensions.includes(extension)) {
    throw refuse(
      415,
      'knowledge.unsupportedType',
      `Files of type .${extension || '?'} are not accepted; accepted: ${allowedExtensions.join(', ')}`,
    )
  }
  if (bytes.byteLength === 0) throw refuse(400, 'knowledge.emptyFile', 'The file is empty')
  if (bytes.byteLength > limits.maxFileBytes)
    throw refuse(413, 'knowledge.fileTooLarge', `The file is larger than ${limits.maxFileBytes} bytes`)
  const storage = await readTenantStorage(db, user.group, limits.defaultQuotaBytes)
  if (storage.usedBytes + bytes.byteLength > storage.quotaBytes) {
    throw refuse(
      413,
      'knowledge.quotaExceeded',
      `The file does not fit in the storage left (${Math.max(0, storage.quotaBytes - storage.usedBytes)} of ${storage.quotaBytes} bytes)`,
    )
  }
  let detected
  try {
    detected = detectDocumentType(bytes, filename)
  } catch (error) {
    const code = documentErrorCode(error)
    if (!code) throw error
    throw refuse(422, code, (error as Error).message)
  }
  const file = await storeFile(
    db,
    {
      tenantGroup: user.group,
      collectionId: target.collectionId ?? null,
      threadId: target.threadId ?? null,
      assistantId: target.assistantId ?? null,
      uploadedBy: user.id,
      filename,
      extension: detected.extension,
      mediaType: detected.mediaType,
    },
    bytes,
  )
  await enqueueIndexJob(db, file)
  return file
}

export async function enqueueIndexJob(db: Database, file: KnowledgeFile): Promise<void> {
  await enqueueJob(db, {
    kind: indexJobKind,
    payload: { fileId: file.id },
    tenantGroup: file.tenantGroup,
    dedupeKey: `${indexJobKind}:${file.id}`,
    maxAttempts: indexJobAttempts,
  })
}
