// The one cap on what a model may write in one call (decision 0085). A model that runs on (a 1 MB
// line, a table of thousands of rows) would cost tokens, storage and a browser that cannot show it;
// the gateway stops the provider's stream once the cap is reached, and the caller that stores the
// text (chat answers, tile runs, reworks, FAQ answers) appends a note, in the user's language, that
// the answer was cut. Counted in UTF-8 bytes, as the text is stored and sent.

/** The most of one model answer that is stored or streamed, note included. */
export const maxAnswerBytes = 200 * 1024

/** Kept free under the cap for the note (and a fence closing a cut code block): the stored text stays within maxAnswerBytes. */
const noteReserveBytes = 1024

/** The most of the model's own text the gateway passes on. */
export const modelTextCapBytes = maxAnswerBytes - noteReserveBytes

/** The finish reason of a call the gateway ended at the cap. */
export const outputCapReason = 'output-cap'

/** The longest start of `text` that fits in `bytes` UTF-8 bytes, never splitting a character. */
export function cutToBytes(text: string, bytes: number): string {
  if (bytes <= 0) return ''
  if (Buffer.byteLength(text) <= bytes) return text
  const encoded = Buffer.from(text).subarray(0, bytes)
  // A cut inside a multi-byte character leaves a replacement character at the end: drop it.
  const decoded = encoded.toString('utf8')
  return decoded.endsWith('\uFFFD') && !text.startsWith(decoded) ? decoded.slice(0, -1) : decoded
}

/**
 * What follows a cut text: its note, after closing a code block the cut left open (so the note is
 * not shown as code). `note` is the catalogue's `chatAnswer.truncated` in the user's language.
 */
export function capNoteAfter(text: string, note: string): string {
  const fences = text.match(/^ {0,3}(`{3,}|~{3,})/gm) ?? []
  const open = fences.length % 2 === 1 ? fences.at(-1)!.trim() : null
  const closing = open ? `${text.endsWith('\n') ? '' : '\n'}${open}\n` : ''
  return `${closing}\n\n---\n\n*${note}*`
}
