// The one normalisation of a file name a user hands us (knowledge uploads, bulk uploads), applied where
// the name enters and again where a stored name is shown, so rows stored before it look the same.

/** The longest name kept, in code points (a file system's usual 255 bytes leave room for UTF-8). */
export const maxFileNameLength = 200

/** Longest extension kept whole when a long name is shortened. */
const maxKeptExtension = 16

/** Line breaks and tabs separate words: they become a space. */
const breaks = /[\t\n\v\f\r\u0085\u2028\u2029]/gu

/**
 * Bidirectional controls (U+202E "right-to-left override" turns `‮txt.exe` into what looks like
 * `exe.txt`), the other control characters, the byte-order mark and halves of a character: never
 * part of a name a person chose, and invisible, so they go without a trace.
 */
const invisible = /[\p{Bidi_Control}\p{Cc}\p{Cs}\uFEFF]/gu

/**
 * `name` as Tessera stores and shows it: NFC (one spelling of "é"), without bidi controls or control
 * characters, with path separators removed (`../../etc/x.txt` becomes `etc_x.txt`: no segment can
 * climb out of a folder or look like one), white space collapsed, and at most {@link maxFileNameLength}
 * code points, the extension kept when the name is shortened. '' when nothing is left.
 */
export function normaliseFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(breaks, ' ').replace(invisible, '')
  const segments = cleaned
    .split(/[/\\]/)
    .map((segment) => segment.replace(/\s+/gu, ' ').trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
  return shorten(segments.join('_'))
}

function shorten(name: string): string {
  const points = Array.from(name)
  if (points.length <= maxFileNameLength) return name
  const dot = name.lastIndexOf('.')
  const extension = dot > 0 ? Array.from(name.slice(dot)) : []
  const kept = extension.length > 1 && extension.length <= maxKeptExtension ? extension : []
  return (
    points
      .slice(0, maxFileNameLength - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  )
}
