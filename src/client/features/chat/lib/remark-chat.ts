// The answer renderer's own remark plugin: citation markers become their own nodes for the buttons
// (raw HTML as text is the shared remarkHtmlAsText of components/markdown).
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
