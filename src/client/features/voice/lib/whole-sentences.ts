// The browser's voice starts on the answer's first sentence while the rest still streams: each
// streamed piece is added, and what ends a sentence (. ! ? … followed by a space) is handed on to be
// spoken; the remainder waits for more text or the end of the answer.

/** Splits off the whole sentences of `pending`: [sentences to speak now, text still waiting]. */
export function takeWholeSentences(pending: string): [string, string] {
  let cut = -1
  for (const match of pending.matchAll(/[.!?…]+(?:[\s\u00a0]*["»«“”')\]])*\s+/g))
    cut = match.index + match[0].length
  return cut < 0 ? ['', pending] : [pending.slice(0, cut).trim(), pending.slice(cut)]
}
