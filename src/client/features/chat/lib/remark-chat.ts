// Remark plugins of the answer renderer. Model and document text is data: raw HTML becomes plain
// text (there is no rehype-raw), and citation markers become their own nodes for the buttons.
import type { Root, RootContent, Text } from 'mdast'
import { splitCitationMarkers } from './citation-segments.ts'

type Parent = { children: RootContent[] }

function walk(node: Parent, visit: (child: RootContent, index: number, parent: Parent) => number | void) {
  for (let i = 0; i < node.children.length; i += 1) {
    const child = node.children[i]!
    const next = visit(child, i, node)
    if (typeof next === 'number') i = next
    else if ('children' in child) walk(child as Parent, visit)
  }
}

/** `<script>`, `<img onerror>`... in markdown become text nodes showing exactly what was written. */
export function remarkHtmlAsText() {
  return (tree: Root) =>
    walk(tree, (child, index, parent) => {
      if (child.type === 'html') parent.children[index] = { type: 'text', value: child.value } as Text
    })
}

/** `[n]` of a known citation becomes a `citation-marker` element carrying n (rendered as a button). */
export function remarkCitationMarkers(options: { known: ReadonlySet<number> }) {
  return (tree: Root) =>
    walk(tree, (child, index, parent) => {
      if (child.type !== 'text') return
      const segments = splitCitationMarkers(child.value, options.known)
      if (segments.length === 1 && segments[0]!.kind === 'text') return
      const nodes = segments.map((segment) =>
        segment.kind === 'text'
          ? ({ type: 'text', value: segment.text } as Text)
          : ({ type: 'text', value: `[${segment.n}]`, data: { hName: 'citation-marker', hProperties: { n: segment.n }, hChildren: [] } } as unknown as Text),
      )
      parent.children.splice(index, 1, ...nodes)
      return index + nodes.length - 1
    })
}
