// The baseline of issue 38: plain BM25 over 800-character windows of each document's extracted text
// (decision 0090). No stemming, no stop words, no metadata: what anyone writes in twenty lines.
export interface Window {
  readonly file: string
  readonly text: string
}

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []

/** Consecutive 800-character windows of a document's text (units joined by a line break). */
export function windowsOf(file: string, text: string, size = 800): Window[] {
  const windows: Window[] = []
  for (let start = 0; start < text.length; start += size)
    windows.push({ file, text: text.slice(start, start + size) })
  return windows
}

/** A BM25 index (k1 = 1.2, b = 0.75) over the windows; search returns them best first. */
export function bm25(windows: readonly Window[], k1 = 1.2, b = 0.75) {
  const docs = windows.map((window) => {
    const counts = new Map<string, number>()
    for (const token of tokens(window.text)) counts.set(token, (counts.get(token) ?? 0) + 1)
    return { window, counts, length: [...counts.values()].reduce((sum, n) => sum + n, 0) }
  })
  const average = docs.reduce((sum, doc) => sum + doc.length, 0) / docs.length
  const df = new Map<string, number>()
  for (const doc of docs) for (const token of doc.counts.keys()) df.set(token, (df.get(token) ?? 0) + 1)
  const idf = (token: string) =>
    Math.log(1 + (docs.length - (df.get(token) ?? 0) + 0.5) / ((df.get(token) ?? 0) + 0.5))
  return (query: string, limit: number): Window[] => {
    const terms = [...new Set(tokens(query))]
    return docs
      .map((doc) => ({
        doc,
        score: terms.reduce((sum, term) => {
          const f = doc.counts.get(term) ?? 0
          return (
            sum + (f === 0 ? 0 : (idf(term) * f * (k1 + 1)) / (f + k1 * (1 - b + (b * doc.length) / average)))
          )
        }, 0),
      }))
      .filter((scored) => scored.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((scored) => scored.doc.window)
  }
}
