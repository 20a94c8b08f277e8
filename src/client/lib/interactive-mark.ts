// When the signed-in page first answers input, as a User Timing mark: the layout's first effect runs
// after React's first render of it, or after its take-over of the server's page (an effect inside the
// part React hydrates runs once that part is hydrated, decision 0077). `npm run bench:web` reads it.

export const INTERACTIVE_MARK = 'tessera:interactive'

/** Sets the mark once per document. */
export function markInteractive(): void {
  if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK)
}
