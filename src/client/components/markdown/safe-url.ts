// Links in model text: only these may become hrefs (no javascript:, data:, vbscript:...).

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:'])

/** The url if it is http(s) or mailto, else an empty string (react-markdown's urlTransform). */
export function safeUrl(url: string): string {
  const trimmed = url.trim()
  // Control characters and whitespace inside a scheme ("java\tscript:") are refused outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\s]/.test(trimmed)) return ''
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]
  return scheme && ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? trimmed : ''
}
