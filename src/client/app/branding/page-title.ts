import { product, tenants } from '../../../generated/tenants.gen.ts'

// The browser tab's title: the page's part, written by the signed-in layout (page-title-from-route.tsx),
// then the group's title ("Datenpool · DEMO - KI Innovationen"). DocumentBranding writes the title when
// the group changes, the layout when the page does: no subscription in the shell that /login loads
// (issue 14's 120 KB), and the route table's titles stay out of it.
let pagePart: string | null = null

/** The group's title, or the product's for a user without one and signed out. */
export const brandTitle = (group: string | undefined) =>
  (group && tenants[group]?.title) || product.defaultTitle

/** Writes the tab's title: the page's part, when a page has set one, then `brand`. */
export function writeTabTitle(brand: string, part = pagePart): void {
  pagePart = part
  document.title = part ? `${part} · ${brand}` : brand
}
