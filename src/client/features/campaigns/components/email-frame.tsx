import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

// Remote loads are blocked by the frame's own Content-Security-Policy (images only from data: until
// the user asks; never scripts, styles from elsewhere, fonts or connections). The frame is sandboxed
// without allow-scripts or allow-same-origin; links open in a new tab outside the sandbox.
const policy = (images: boolean) =>
  `default-src 'none'; style-src 'unsafe-inline'; img-src data:${images ? ' https: http:' : ''}`

export function emailDocument(html: string, images: boolean): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy(images)}"><base target="_blank"></head><body>${html}</body></html>`
}

/** The sanitised e-mail (the server's) in a sandboxed frame; images only when the user asks. */
export function EmailFrame({ html }: { html: string }) {
  const intl = useIntl()
  const [images, setImages] = useState(false)
  if (!html)
    return (
      <Typography color="textSecondary">
        <FormattedMessage id="campaignLibrary.email.noHtml" />
      </Typography>
    )
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        {!images && (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="campaignLibrary.email.imagesBlocked" />
          </Typography>
        )}
        <Button size="small" onClick={() => setImages((shown) => !shown)}>
          <FormattedMessage
            id={images ? 'campaignLibrary.email.hideImages' : 'campaignLibrary.email.showImages'}
          />
        </Button>
      </Box>
      <Box
        component="iframe"
        key={images ? 'images' : 'blocked'}
        title={intl.formatMessage({ id: 'campaignLibrary.email.frame' })}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        srcDoc={emailDocument(html, images)}
        sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
      />
    </Box>
  )
}
