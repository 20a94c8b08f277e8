// Links in model or document text: only these may become hrefs (no javascript:, data:, vbscript:...).

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:'])

/**
 * The url if it is http(s) or mailto, or a relative path under one of `appPaths` (the chat links to
 * `/services/...` pages), else an empty string. Wrap it for react-markdown's urlTransform, which
 * passes more arguments: `(url) => safeUrl(url, paths)`.
 */
export function safeUrl(url: string, appPaths: readonly string[] = []): string {
  const trimmed = url.trim()
  if (appPaths.some((path) => path.startsWith('/') && !path.startsWith('//') && trimmed.startsWith(path)))
    return trimmed
  // Control characters and whitespace inside a scheme ("java\tscript:") are refused outright.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\s]/.test(trimmed)) return ''
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]
  return scheme && ALLOWED_SCHEMES.has(`${scheme.toLowerCase()}:`) ? trimmed : ''
}

/** safeUrl that also keeps links to the product-data pages (`/services/...`), which the chat's sources use. */
export function safeUrlOrProductPage(url: string): string {
  return safeUrl(url, ['/services/'])
}
