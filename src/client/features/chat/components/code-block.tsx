import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import type { Element, ElementContent } from 'hast'
import { useId, useRef, useState, type ComponentProps } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { copyText } from '../lib/copy-text.ts'

/** Lines a code block shows before it is expanded (decision 0085). */
export const collapsedLines = 20

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : ''

/** Lines of the code in a `pre` element (a trailing line break ends the last line, it starts none). */
function lineCount(node: Element | undefined): number {
  if (!node) return 0
  const code = node.children.map(textOf).join('').replace(/\n$/, '')
  let lines = 1
  for (let at = code.indexOf('\n'); at !== -1; at = code.indexOf('\n', at + 1)) lines += 1
  return lines
}

/**
 * A fenced code block with a copy button; the code is copied as text, as shown. Beyond
 * collapsedLines lines it shows the first ones and a button to expand it.
 */
export function CodeBlock({ children, node }: ComponentProps<'pre'> & { node?: Element | undefined }) {
  const intl = useIntl()
  const pre = useRef<HTMLPreElement>(null)
  const id = useId()
  const lines = lineCount(node)
  const [expanded, setExpanded] = useState(false)
  const collapsed = lines > collapsedLines && !expanded
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'chat.copyCode' })}
        onClick={() =>
          void copyText(
            pre.current?.textContent ?? '',
            intl.formatMessage({ id: 'chat.copied' }),
            intl.formatMessage({ id: 'chat.copyFailed' }),
          )
        }
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
      {/* The lines' height is the font's: 1.5em a line, plus the code element's padding. */}
      <Box
        component="pre"
        ref={pre}
        id={id}
        data-collapsed={collapsed || undefined}
        sx={
          collapsed
            ? { maxHeight: `calc(${collapsedLines * 1.5}em + 2em)`, overflowY: 'hidden', lineHeight: 1.5 }
            : { lineHeight: 1.5 }
        }
      >
        {children}
      </Box>
      {lines > collapsedLines && (
        <Button
          size="small"
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? (
            <FormattedMessage id="chat.code.collapse" />
          ) : (
            <FormattedMessage id="chat.code.expand" values={{ lines }} />
          )}
        </Button>
      )}
    </Box>
  )
}
