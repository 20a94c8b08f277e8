// How much of the network a source fetch may use (decision 0096). A feed or page is read as a stream
// through the outbound client, which fails the stream past maxBytes: a 500 MB answer costs the
// process at most maxBytes, never its whole size. Transcripts and audio parts have limits of their own.
import { defaultTranscriptionPartBytes } from '../../ai/transcribe-audio.ts'
import type { OutboundLimits } from '../../net/outbound/outbound-fetch.ts'

export interface SourceFetchLimits {
  /** Largest feed, page or transcript read, in bytes. */
  readonly maxBytes: number
  /** Longest silence on a connection, in ms. */
  readonly idleTimeoutMs: number
  /** Longest whole fetch (a server that drips bytes), in ms. */
  readonly totalTimeoutMs: number
  /** Entries of one feed taken per fetch (the newest first). */
  readonly maxEntries: number
  /** Largest episode audio downloaded for transcription, in bytes (read in parts, never whole). */
  readonly maxAudioBytes: number
  /** Largest part of audio sent to the transcription provider at once, in bytes. */
  readonly transcriptionPartBytes: number
}

export const defaultSourceFetchLimits: SourceFetchLimits = {
  maxBytes: 10 * 1024 * 1024,
  idleTimeoutMs: 20_000,
  totalTimeoutMs: 60_000,
  maxEntries: 100,
  maxAudioBytes: 500 * 1024 * 1024,
  transcriptionPartBytes: defaultTranscriptionPartBytes,
}

let active: SourceFetchLimits = defaultSourceFetchLimits

/** Sets the process's limits (the server from its configuration; tests shorten the timeouts). */
export function configureSourceFetch(limits: Partial<SourceFetchLimits>): void {
  active = { ...defaultSourceFetchLimits, ...limits }
}

export function sourceFetchLimits(): SourceFetchLimits {
  return active
}

export function outboundLimitsFor(maxBytes: number): OutboundLimits {
  return { maxResponseBytes: maxBytes, maxRequestBytes: 64 * 1024, idleTimeoutMs: active.idleTimeoutMs }
}
