// Reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009): each list gives an item
// 1 / (k + rank); the sums decide. Ranks, not scores, are added, so ts_rank_cd and cosine similarity
// (on unrelated scales) need no calibration; an item found by both lists rises above one found by one.
/** The constant of the original paper; it damps the weight of the very first ranks. */
export const rrfK = 60

export function fuseRankings<T>(
  lists: readonly (readonly T[])[],
  keyOf: (item: T) => string | number,
  limit: number,
): { item: T; score: number }[] {
  const fused = new Map<string | number, { item: T; score: number; firstSeen: number }>()
  let seen = 0
  for (const list of lists) {
    list.forEach((item, index) => {
      const key = keyOf(item)
      const entry = fused.get(key) ?? { item, score: 0, firstSeen: seen++ }
      entry.score += 1 / (rrfK + index + 1)
      fused.set(key, entry)
    })
  }
  // Ties keep the order of the first list that named the item (full text first).
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen)
    .slice(0, limit)
    .map(({ item, score }) => ({ item, score }))
}
