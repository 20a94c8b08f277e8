// Long episodes are cut into parts under the transcription provider's size limit, while they stream
// in: at most about two parts are held in memory, whatever the episode's length. An MP3 part ends just
// before a frame header, so every part starts on a frame a decoder can read; other formats are cut at
// the byte limit (providers resynchronise, a word at the cut may be lost).
export async function* cutAudioParts(
  chunks: AsyncIterable<Uint8Array>,
  partBytes: number,
): AsyncGenerator<Uint8Array> {
  let held: Uint8Array[] = []
  let size = 0
  for await (const chunk of chunks) {
    held.push(chunk)
    size += chunk.byteLength
    while (size >= partBytes) {
      const buffer = Buffer.concat(held, size)
      const cut = frameStartBefore(buffer, partBytes)
      yield buffer.subarray(0, cut)
      const rest = buffer.subarray(cut)
      held = rest.byteLength > 0 ? [rest] : []
      size = rest.byteLength
    }
  }
  if (size > 0) yield Buffer.concat(held, size)
}

/** The last MP3 frame header at or before `limit` in the second half of the part; `limit` when there is none. */
export function frameStartBefore(buffer: Uint8Array, limit: number): number {
  for (let at = Math.min(limit, buffer.byteLength - 4); at > limit / 2; at -= 1)
    if (isMp3FrameHeader(buffer, at)) return at
  return limit
}

/** MPEG audio frame header: 11 sync bits, a known version and layer, a usable bitrate and sample rate. */
export function isMp3FrameHeader(buffer: Uint8Array, at: number): boolean {
  if (buffer[at] !== 0xff) return false
  const second = buffer[at + 1]!
  const third = buffer[at + 2]!
  if ((second & 0xe0) !== 0xe0) return false
  if (((second >> 3) & 0b11) === 0b01) return false // reserved version
  if (((second >> 1) & 0b11) === 0b00) return false // reserved layer
  if (third >> 4 === 0b1111) return false // bad bitrate
  return ((third >> 2) & 0b11) !== 0b11 // reserved sample rate
}
