// A post's address in one canonical form, so that an export, a second export and a manual entry of
// the same post find the same row: LinkedIn's activity, share and ugcPost URNs become one feed
// address; other http(s) addresses lose their query, fragment and trailing slash.

const urn = /urn:li:(activity|share|ugcPost):(\d+)/i
// /posts/<slug>-activity-7123456789-abcd: the number after "activity-" is the activity URN's.
const slugActivity = /activity-(\d{10,})/i

/** The canonical address, or null when the text is not an http(s) address. */
export function canonicalPostUrl(raw: string): string | null {
  const text = raw.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const decoded = decodeURIComponent(url.pathname)
  const found = urn.exec(decoded)
  if (found)
    return `https://www.linkedin.com/feed/update/urn:li:${found[1]!.toLowerCase() === 'ugcpost' ? 'ugcPost' : found[1]!.toLowerCase()}:${found[2]}/`
  const slug = url.hostname.endsWith('linkedin.com') ? slugActivity.exec(decoded) : null
  if (slug) return `https://www.linkedin.com/feed/update/urn:li:activity:${slug[1]}/`
  return `https://${url.hostname.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`
}
