import { useSyncExternalStore } from 'react'

// The page's part of the browser tab's title ("Datenpool" in "Datenpool · DEMO - KI Innovationen"):
// written by the signed-in layout (page-title-from-route.tsx), read by DocumentBranding. The route
// table's titles stay out of the shell that /login loads (issue 14's 120 KB).
let pagePart: string | null = null
const listeners = new Set<() => void>()

export function setPageTitlePart(part: string | null): void {
  if (part === pagePart) return
  pagePart = part
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const current = () => pagePart

/** The page's part of the tab title, or null where the page has none (signed out, the sign-in, 404). */
export function usePageTitlePart(): string | null {
  return useSyncExternalStore(subscribe, current, current)
}
