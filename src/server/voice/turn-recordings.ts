// The audio of a recorded "try it" turn, kept when the agent records calls (the caller accepted the
// consent text before the call started): the caller's MediaRecorder blob and the speech model's answer,
// one file each in the file store. Recognised by their first bytes (not a claimed type), counted against
// the tenant's storage quota; a turn that does not fit is kept without its audio, never half-stored.
import type { FastifyBaseLogger } from 'fastify'
import { detectAudioType } from '../analysis/podcasts/episode-audio.ts'
import type { Database } from '../db/connect.ts'
import { setFileStatus, storeFile } from '../knowledge/file-store.ts'
import { readTenantStorage } from '../knowledge/knowledge-limits.ts'

export interface TurnAudio {
  role: 'caller' | 'agent'
  bytes: Uint8Array
}

/**
 * Stores each turn's audio; the file ids in the order given (null where the bytes are not audio or the
 * quota is reached: that turn is kept without a recording).
 */
export async function storeTurnRecordings(
  db: Database,
  input: { tenantGroup: string; callId: string; userId: string; quotaBytes: number; log: FastifyBaseLogger },
  audios: TurnAudio[],
): Promise<(string | null)[]> {
  const storage = await readTenantStorage(db, input.tenantGroup, input.quotaBytes)
  let used = storage.usedBytes
  const ids: (string | null)[] = []
  for (const audio of audios) {
    const type = detectAudioType(audio.bytes)
    if (!type || used + audio.bytes.byteLength > storage.quotaBytes) {
      input.log.warn(
        { callId: input.callId, role: audio.role, audio: !!type },
        'voice turn audio not stored (not audio, or over the storage quota)',
      )
      ids.push(null)
      continue
    }
    const file = await storeFile(
      db,
      {
        tenantGroup: input.tenantGroup,
        uploadedBy: input.userId,
        filename: `call-${input.callId}-${audio.role}.${type.extension}`,
        extension: type.extension,
        mediaType: type.mediaType,
        metadata: { purpose: 'voiceRecording', callId: input.callId },
      },
      audio.bytes,
    )
    // Not a document: nothing to extract or index.
    await setFileStatus(db, file.id, { status: 'ready', chunkCount: 0 })
    used += audio.bytes.byteLength
    ids.push(file.id)
  }
  return ids
}
