import Box from '@mui/material/Box'
import { useMemo } from 'react'
import Markdown, { type Components } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import remarkGfm from 'remark-gfm'
import { remarkHtmlAsText } from '../../../components/markdown/remark-html-as-text.ts'
import { remarkCitationMarkers } from '../lib/remark-chat.ts'
import { safeUrlOrProductPage as safeUrl } from '../../../components/markdown/safe-url.ts'
import { CitationButton } from './citation-button.tsx'
import { CodeBlock } from './code-block.tsx'
import { ImageAsLink, SafeLink, ScrollTable } from '../../../components/markdown/safe-markdown.tsx'

interface AnswerMarkdownProps {
  readonly text: string
  /** The numbers of the verified citations; other `[n]` stay text. */
  readonly citationNumbers: readonly number[]
  readonly onCitation: (n: number) => void
}

/**
 * An answer's markdown: GFM and highlighted code, never raw HTML (no rehype-raw; HTML shows as text),
 * links only to http(s), mailto and /services/..., citation markers as buttons.
 */
export function AnswerMarkdown({ text, citationNumbers, onCitation }: AnswerMarkdownProps) {
  const known = useMemo(() => new Set(citationNumbers), [citationNumbers])
  const components = useMemo(
    () =>
      ({
        a: SafeLink,
        img: ImageAsLink,
        table: ScrollTable,
        pre: CodeBlock,
        'citation-marker': ({ n }: { n?: number | string }) => (
          <CitationButton n={Number(n)} onOpen={onCitation} />
        ),
      }) as Components,
    [onCitation],
  )
  return (
    <Box
      className="chat-markdown"
      sx={{ overflowWrap: 'anywhere', '& pre': { overflowX: 'auto' }, '& img': { maxWidth: '100%' } }}
    >
      <Markdown
        remarkPlugins={[remarkGfm, remarkHtmlAsText, [remarkCitationMarkers, { known }]]}
        rehypePlugins={[[rehypeHighlight, { detect: false, ignoreMissing: true }]]}
        urlTransform={safeUrl}
        components={components}
      >
        {text}
      </Markdown>
    </Box>
  )
}
