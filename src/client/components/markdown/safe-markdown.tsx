// Model text as Markdown, the chat's answer pattern without citations: GFM, never raw HTML (it shows
// as text), links only to http(s) and mailto, images as links (no request leaves unasked), tables
// that scroll in a box of their own, sideways and down (decision 0085).
import Box from '@mui/material/Box'
import type { ComponentProps, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { remarkHtmlAsText } from './remark-html-as-text.ts'
import { safeUrl } from './safe-url.ts'

export function SafeLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <span>{children}</span>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

export function ImageAsLink({ src, alt }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src) return <span>{alt}</span>
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      {alt || src}
    </a>
  )
}

/**
 * A table in a box that scrolls both ways: a table of hundreds of rows neither makes the page that
 * long nor, contained, has its layout redone when the page scrolls. Cells break long words but do not
 * shrink to a letter's width (which would make a 60-column table thousands of lines high). Focusable,
 * so the box scrolls with the keyboard too.
 */
export function ScrollTable({ children }: { children?: ReactNode }) {
  const intl = useIntl()
  return (
    <Box
      className="scroll-table"
      role="region"
      tabIndex={0}
      aria-label={intl.formatMessage({ id: 'markdown.table' })}
      sx={{
        overflow: 'auto',
        maxWidth: '100%',
        maxHeight: '60vh',
        contain: 'layout paint',
        my: 1,
        '& th, & td': { overflowWrap: 'break-word', minWidth: '6ch' },
        '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper' },
      }}
    >
      <table>{children}</table>
    </Box>
  )
}

const components: Components = { a: SafeLink, img: ImageAsLink, table: ScrollTable }

/** Markdown written by a model (data): rendered safely, never as HTML. */
export function SafeMarkdown({ text }: { readonly text: string }) {
  return (
    <Box
      className="safe-markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& pre': { overflowX: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': {
          border: 1,
          borderColor: 'divider',
          px: 1,
          py: 0.5,
          textAlign: 'left',
          verticalAlign: 'top',
        },
        '& p:first-of-type': { mt: 0 },
      }}
    >
      <Markdown
        remarkPlugins={[remarkGfm, remarkHtmlAsText]}
        urlTransform={(url) => safeUrl(url)}
        components={components}
      >
        {text}
      </Markdown>
    </Box>
  )
}
