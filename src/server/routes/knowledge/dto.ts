// What the knowledge API answers: rows without tenant columns, dates as ISO strings.
import { normaliseFileName } from '../../../shared/files/file-name.ts'
import type { Collection } from '../../knowledge/file-access.ts'
import type { KnowledgeFile } from '../../knowledge/file-store.ts'
import type { StoredProfile } from '../../knowledge/profile/profile-store.ts'

export function toCollectionDto(
  collection: Collection,
  usedBy: { id: string; name: string }[] = [],
  fileCount = 0,
) {
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

/** The document profile as the API shows it (without the file id it belongs to). */
export function toProfileDto(profile: StoredProfile | null | undefined) {
  if (!profile) return null
  const { fileId: _fileId, ...rest } = profile
  return rest
}

export function toFileDto(file: KnowledgeFile, profile?: StoredProfile | null) {
  return {
    id: file.id,
    collectionId: file.collectionId,
    threadId: file.threadId,
    assistantId: file.assistantId,
    // Names stored before they were normalised on upload look the same as new ones.
    filename: normaliseFileName(file.filename),
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
    profile: toProfileDto(profile),
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  }
}
