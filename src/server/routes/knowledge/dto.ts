// What the knowledge API answers: rows without tenant columns, dates as ISO strings.
import type { Collection } from '../../knowledge/file-access.ts'
import type { KnowledgeFile } from '../../knowledge/file-store.ts'

export function toCollectionDto(collection: Collection, usedBy: { id: string; name: string }[] = [], fileCount = 0) {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    internal: collection.internal,
    fileCount,
    usedBy,
    createdAt: collection.createdAt.toISOString(),
    updatedAt: collection.updatedAt.toISOString(),
  }
}

export function toFileDto(file: KnowledgeFile) {
  return {
    id: file.id,
    collectionId: file.collectionId,
    threadId: file.threadId,
    assistantId: file.assistantId,
    filename: file.filename,
    extension: file.extension,
    mediaType: file.mediaType,
    sizeBytes: file.sizeBytes,
    status: file.status,
    errorCode: file.errorCode,
    language: file.language,
    unitCount: file.unitCount,
    chunkCount: file.chunkCount,
    hasVectors: file.vectorModelId !== null,
    vectorErrorCode: file.vectorErrorCode,
    metadata: file.metadata,
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  }
}
