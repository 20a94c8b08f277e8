import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useRef, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { copyText } from '../lib/copy-text.ts'

/** A fenced code block with a copy button; the code is copied as text, as shown. */
export function CodeBlock({ children }: ComponentProps<'pre'>) {
  const intl = useIntl()
  const pre = useRef<HTMLPreElement>(null)
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'chat.copyCode' })}
        onClick={() => void copyText(pre.current?.textContent ?? '', intl.formatMessage({ id: 'chat.copied' }), intl.formatMessage({ id: 'chat.copyFailed' }))}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
      <pre ref={pre}>{children}</pre>
    </Box>
  )
}
