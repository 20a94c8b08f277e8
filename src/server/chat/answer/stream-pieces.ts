// The offline engine's text goes out in pieces like a model's, so the browser shows it the same way
// and a stop in the middle keeps what was sent. Between pieces the event loop serves other requests.
import { setImmediate as yieldToLoop } from 'node:timers/promises'

/** Pieces of a few words each, whitespace kept with the word before it. */
export function splitIntoPieces(text: string, wordsPerPiece = 4): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? []
  const pieces: string[] = []
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''))
  return pieces
}

/** Emits the pieces of `text` until done or aborted; returns the text actually emitted. */
export async function streamPieces(text: string, signal: AbortSignal, emit: (piece: string) => void): Promise<string> {
  let sent = ''
  for (const piece of splitIntoPieces(text)) {
    if (signal.aborted) break
    emit(piece)
    sent += piece
    await yieldToLoop()
  }
  return sent
}
