// The Range header of a media request: one byte range (a player asks for one at a time). null: no
// usable header (the whole file); 'unsatisfiable': the range starts past the end (416).
export function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)(,|$)/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Math.min(Number(match[2]), size)
    return suffix === 0 ? 'unsatisfiable' : [size - suffix, size - 1]
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return [start, end]
}
