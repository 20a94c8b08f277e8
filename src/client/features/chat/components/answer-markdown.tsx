import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import Markdown, { type Components } from 'react-markdown'
import rehypeHighlight from 'rehype-highlight'
import remarkGfm from 'remark-gfm'
import { remarkHtmlAsText } from '../../../components/markdown/remark-html-as-text.ts'
import { useThrottledText } from '../hooks/use-throttled-text.ts'
import { kilobytesOf, partEnd } from '../lib/long-answer.ts'
import { remarkCitationMarkers } from '../lib/remark-chat.ts'
import { safeUrlOrProductPage as safeUrl } from '../../../components/markdown/safe-url.ts'
import { CitationButton } from './citation-button.tsx'
import { CodeBlock } from './code-block.tsx'
import { ImageAsLink, SafeLink, ScrollTable } from '../../../components/markdown/safe-markdown.tsx'

/** Answers up to this length render in the same pass as the page; longer ones just after it. */
const renderAtOnceChars = 2_000

interface AnswerMarkdownProps {
  readonly text: string
  /** The numbers of the verified citations; other `[n]` stay text. */
  readonly citationNumbers: readonly number[]
  readonly onCitation: (n: number) => void
  /** Still being written: rendered at most a few times a second (decision 0085). */
  readonly streaming?: boolean
}

/**
 * An answer's markdown: GFM and highlighted code, never raw HTML (no rehype-raw; HTML shows as text),
 * links only to http(s), mailto and /services/..., citation markers as buttons. A long answer shows
 * its first part and a control to show the rest (decision 0085).
 */
export function AnswerMarkdown({
  text,
  citationNumbers,
  onCitation,
  streaming = false,
}: AnswerMarkdownProps) {
  const [whole, setWhole] = useState(false)
  const end = whole ? text.length : partEnd(text)
  const kilobytes = useMemo(() => kilobytesOf(text), [text])
  const throttled = useThrottledText(text.slice(0, end), streaming)
  // A long text renders after the page has answered, in a render that yields to input between
  // answers: the thread's longest task is one answer's part, not all of them (decision 0085).
  const shown = useDeferredValue(throttled, throttled.length > renderAtOnceChars ? '' : throttled)
  // Stable across renders, so the memoised body is parsed again only when its text or citations change.
  const latest = useRef(onCitation)
  latest.current = onCitation
  const openCitation = useCallback((n: number) => latest.current(n), [])
  return (
    <Box
      className="chat-markdown"
      sx={{ overflowWrap: 'anywhere', '& pre': { overflowX: 'auto' }, '& img': { maxWidth: '100%' } }}
    >
      <MarkdownBody text={shown} citationKey={citationNumbers.join(',')} onCitation={openCitation} />
      {end < text.length && (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}
          data-testid="answer-part"
        >
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage
              id="chat.long.partShown"
              values={{ shown: kilobytesOf(text.slice(0, end)), total: kilobytes }}
            />
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setWhole(true)}>
            <FormattedMessage id="chat.long.showAll" values={{ kilobytes }} />
          </Button>
        </Box>
      )}
    </Box>
  )
}

const MarkdownBody = memo(function MarkdownBody({
  text,
  citationKey,
  onCitation,
}: {
  text: string
  citationKey: string
  onCitation: (n: number) => void
}) {
  const known = useMemo(
    () => new Set(citationKey === '' ? [] : citationKey.split(',').map(Number)),
    [citationKey],
  )
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
    <Markdown
      remarkPlugins={[remarkGfm, remarkHtmlAsText, [remarkCitationMarkers, { known }]]}
      rehypePlugins={[[rehypeHighlight, { detect: false, ignoreMissing: true }]]}
      urlTransform={safeUrl}
      components={components}
    >
      {text}
    </Markdown>
  )
})
