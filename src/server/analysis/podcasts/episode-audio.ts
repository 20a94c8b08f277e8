// An uploaded episode's audio in the file store (decision 0096): recognised by its first bytes (not
// its name), counted against the tenant's storage quota, read back in byte ranges for the player
// (only the 256 KB parts a range touches are read), and deleted when the tenant's retention ends.
import { and, eq, inArray, sql } from 'drizzle-orm'
import { knowledgeFileParts, tenantAiSettings } from '../../db/ai-tables.ts'
import { analysisItems } from '../../db/analysis-tables.ts'
import { bytesPerPart } from '../../db/byte-parts.ts'
import type { Database } from '../../db/connect.ts'
import {
  deleteFile,
  findFile,
  setFileStatus,
  storeFile,
  type KnowledgeFile,
} from '../../knowledge/file-store.ts'
import { isMp3FrameHeader } from '../sources/cut-audio.ts'
import type { EpisodeRow } from './podcast-queries.ts'

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1')

/** The audio type the bytes are (MP3, AAC/M4A, Ogg, WAV, FLAC, WebM), or null for anything else. */
export function detectAudioType(bytes: Uint8Array): { mediaType: string; extension: string } | null {
  if (bytes.byteLength < 12) return null
  if (ascii(bytes, 0, 3) === 'ID3' || isMp3FrameHeader(bytes, 0))
    return { mediaType: 'audio/mpeg', extension: 'mp3' }
  if (ascii(bytes, 4, 8) === 'ftyp') return { mediaType: 'audio/mp4', extension: 'm4a' }
  if (ascii(bytes, 0, 4) === 'OggS') return { mediaType: 'audio/ogg', extension: 'ogg' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE')
    return { mediaType: 'audio/wav', extension: 'wav' }
  if (ascii(bytes, 0, 4) === 'fLaC') return { mediaType: 'audio/flac', extension: 'flac' }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { mediaType: 'audio/webm', extension: 'webm' }
  return null
}

/** Stores the audio and links it to the episode; the episode's earlier audio goes. */
export async function storeEpisodeAudio(
  db: Database,
  episode: EpisodeRow,
  audio: { bytes: Uint8Array; filename: string; mediaType: string; extension: string },
  userId: string,
): Promise<KnowledgeFile> {
  const file = await storeFile(
    db,
    {
      tenantGroup: episode.tenantGroup,
      uploadedBy: userId,
      filename: audio.filename,
      extension: audio.extension,
      mediaType: audio.mediaType,
      metadata: { purpose: 'podcastAudio', episodeId: episode.id },
    },
    audio.bytes,
  )
  // Not a document: nothing to extract or index.
  await setFileStatus(db, file.id, { status: 'ready', chunkCount: 0 })
  await db.update(analysisItems).set({ audioFileId: file.id }).where(eq(analysisItems.id, episode.id))
  if (episode.audioFileId) await deleteFile(db, episode.tenantGroup, episode.audioFileId)
  return file
}

/** Bytes start..end (inclusive) of a stored file, from the parts that hold them. */
export async function readStoredRange(
  db: Database,
  fileId: string,
  start: number,
  end: number,
): Promise<Buffer> {
  const first = Math.floor(start / bytesPerPart)
  const last = Math.floor(end / bytesPerPart)
  const parts: Buffer[] = []
  for (let seq = first; seq <= last; seq += 1) {
    const [row] = await db
      .select({ part: knowledgeFileParts.part })
      .from(knowledgeFileParts)
      .where(and(eq(knowledgeFileParts.fileId, fileId), eq(knowledgeFileParts.seq, seq)))
    if (!row) break
    const part = row.part as unknown as Uint8Array
    parts.push(Buffer.from(part.buffer, part.byteOffset, part.byteLength))
  }
  const joined = Buffer.concat(parts)
  const offset = start - first * bytesPerPart
  return joined.subarray(offset, offset + (end - start + 1))
}

/**
 * The episode's stored audio if it is still to be kept: a file older than the tenant's retention is
 * not used (the hourly retention job has not deleted it yet), so a later transcription fetches the
 * publisher's enclosure instead.
 */
export async function keptAudio(db: Database, episode: EpisodeRow, now: Date): Promise<KnowledgeFile | null> {
  if (!episode.audioFileId) return null
  const file = await findFile(db, episode.tenantGroup, episode.audioFileId)
  if (!file) return null
  const [settings] = await db
    .select({ days: tenantAiSettings.threadRetentionDays })
    .from(tenantAiSettings)
    .where(eq(tenantAiSettings.tenantGroup, episode.tenantGroup))
  const days = settings?.days ?? null
  if (days !== null && file.createdAt.getTime() < now.getTime() - days * 86_400_000) return null
  return file
}

/** A stored file's bytes as they were stored, one 256 KB part at a time (never the whole file at once). */
export async function* readStoredParts(db: Database, fileId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const [row] = await db
      .select({ part: knowledgeFileParts.part })
      .from(knowledgeFileParts)
      .where(and(eq(knowledgeFileParts.fileId, fileId), eq(knowledgeFileParts.seq, seq)))
    if (!row) return
    const part = row.part as unknown as Uint8Array
    yield new Uint8Array(part.buffer, part.byteOffset, part.byteLength)
  }
}

/**
 * Deletes episode audio older than the tenant's retention (tenant_ai_settings.thread_retention_days,
 * the retention its admins set for conversations); tenants without one keep audio until the episode
 * or podcast is deleted. The episode stays, with its transcript.
 */
export async function dropExpiredAudio(db: Database, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    select i.tenant_group, i.audio_file_id from analysis_items i
    join knowledge_files f on f.id = i.audio_file_id
    join tenant_ai_settings s on s.tenant_group = i.tenant_group
    where i.tool = 'podcast' and s.thread_retention_days is not null
      and f.created_at < ${now.toISOString()}::timestamptz - make_interval(days => s.thread_retention_days)`)) as unknown as {
    rows: { tenant_group: string; audio_file_id: string }[]
  }
  let dropped = 0
  for (const row of result.rows) if (await deleteFile(db, row.tenant_group, row.audio_file_id)) dropped += 1
  return dropped
}

/** Deletes the stored audio of episodes (before the episodes themselves go). */
export async function deleteEpisodeAudio(
  db: Database,
  tenantGroup: string,
  episodeIds: readonly string[],
): Promise<void> {
  if (episodeIds.length === 0) return
  const rows = await db
    .select({ fileId: analysisItems.audioFileId })
    .from(analysisItems)
    .where(and(eq(analysisItems.tenantGroup, tenantGroup), inArray(analysisItems.id, [...episodeIds])))
  for (const row of rows) if (row.fileId) await deleteFile(db, tenantGroup, row.fileId)
}
