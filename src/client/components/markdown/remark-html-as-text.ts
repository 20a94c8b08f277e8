// Model and document text is data: raw HTML in Markdown becomes plain text (there is no rehype-raw).
import type { Root, RootContent, Text } from 'mdast'

type Parent = { children: RootContent[] }

/** `<script>`, `<img onerror>`... in markdown become text nodes showing exactly what was written. */
export function remarkHtmlAsText() {
  const walk = (node: Parent) => {
    node.children.forEach((child, index) => {
      if (child.type === 'html') node.children[index] = { type: 'text', value: child.value } as Text
      else if ('children' in child) walk(child as Parent)
    })
  }
  return (tree: Root) => walk(tree)
}
