// An episode's audio to timed segments with the tenant's transcription model: the audio streams in
// (from the publisher through the outbound client, or an upload's bytes), is cut into parts under the
// provider's size limit, each part goes through the gateway (transcribeAudio: allow-list, budget,
// ledger), and each part's segment times are moved by the length of the parts before it.
import { transcribeAudio, type TranscriptionContext } from '../../ai/transcribe-audio.ts'
import { outboundFetch } from '../../net/outbound/outbound-fetch.ts'
import { cutAudioParts } from './cut-audio.ts'
import { outboundLimitsFor, sourceFetchLimits } from './fetch-limits.ts'
import { SourceFetchFailed, toFetchFailure } from './fetch-text.ts'
import type { TranscriptSegment } from './parse-transcript.ts'

export interface Transcription {
  readonly segments: TranscriptSegment[]
  readonly duration: number
  readonly language: string | null
  /** EUR over the parts at the catalogue's price per minute; null when the model has no price. */
  readonly cost: number | null
}

export async function transcribeChunks(
  ctx: TranscriptionContext,
  modelId: string,
  chunks: AsyncIterable<Uint8Array>,
  audio: { filename: string; mediaType: string },
): Promise<Transcription> {
  const segments: TranscriptSegment[] = []
  let offset = 0
  let language: string | null = null
  let index = 0
  let cost: number | null = null
  for await (const bytes of cutAudioParts(chunks, sourceFetchLimits().transcriptionPartBytes)) {
    index += 1
    const part = await transcribeAudio(ctx, modelId, {
      bytes,
      filename: index === 1 ? audio.filename : audio.filename.replace(/(\.\w+)?$/, `-${index}$1`),
      mediaType: audio.mediaType,
    })
    language ??= part.language
    if (part.cost !== null) cost = Math.round(((cost ?? 0) + part.cost) * 1e6) / 1e6
    for (const segment of part.segments)
      segments.push({ start: segment.start + offset, end: segment.end + offset, text: segment.text })
    offset += part.duration
  }
  return { segments, duration: offset, language, cost }
}

/** Streams the publisher's audio through the outbound client into transcribeChunks. */
export async function transcribeFromUrl(
  ctx: TranscriptionContext,
  modelId: string,
  audioUrl: string,
): Promise<Transcription> {
  const limits = sourceFetchLimits()
  let response: Response
  try {
    response = await outboundFetch(audioUrl, { signal: ctx.signal }, outboundLimitsFor(limits.maxAudioBytes))
  } catch (error) {
    throw toFetchFailure(error, audioUrl)
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel()
    throw new SourceFetchFailed('analysisFetch.httpStatus', `${audioUrl} answered ${response.status}`)
  }
  const mediaType = (response.headers.get('content-type') ?? 'audio/mpeg').split(';')[0]!.trim()
  const filename = new URL(audioUrl).pathname.split('/').at(-1) || 'episode.mp3'
  try {
    return await transcribeChunks(ctx, modelId, response.body as unknown as AsyncIterable<Uint8Array>, {
      filename,
      mediaType,
    })
  } catch (error) {
    if (
      (error as { name?: string }).name === 'TranscriptionFailed' ||
      (error as { name?: string }).name === 'AiRefusal'
    )
      throw error
    throw toFetchFailure(error, audioUrl)
  }
}
