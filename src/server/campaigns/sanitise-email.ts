// The e-mail as sent, made safe to show: no scripts, no event handlers, no forms, no frames, no
// <style> blocks (Mailchimp inlines its CSS) and no style that loads something (url(), @import).
// Images keep their address: the page's frame blocks them by its Content-Security-Policy until the
// user asks for them. Links open outside the frame.
import sanitizeHtml from 'sanitize-html'

const loadsSomething = /url\s*\(|@import|expression\s*\(/i

export function sanitiseEmail(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'center',
      'font',
      'span',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'td',
      'th',
      'col',
      'colgroup',
    ],
    allowedAttributes: {
      '*': [
        'style',
        'align',
        'valign',
        'width',
        'height',
        'bgcolor',
        'border',
        'class',
        'dir',
        'lang',
        'title',
      ],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'cellpadding', 'cellspacing'],
      th: ['colspan', 'rowspan'],
      table: ['cellpadding', 'cellspacing', 'role'],
      font: ['color', 'face', 'size'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
    // A style that would load anything is dropped whole.
  }).replace(/\sstyle="([^"]*)"/gi, (whole, style: string) =>
    loadsSomething.test(style.replace(/&[a-z]+;|&#\d+;/gi, '')) ? '' : whole,
  )
}
