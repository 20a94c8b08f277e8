// The document types the knowledge store accepts (spec section 3), with the media type each is
// stored and served as, and how each is read: a PDF, an Office archive, a Word 97 compound file,
// or UTF-8 text (markup, prose or code).

export type DocumentFormat = 'pdf' | 'docx' | 'pptx' | 'doc' | 'html' | 'markdown' | 'code' | 'plain'

interface DocumentType {
  readonly mediaType: string
  readonly format: DocumentFormat
  /** For code files: the language name shown to users and models (and used for highlighting). */
  readonly codeLanguage?: string
}

export const documentTypes: Readonly<Record<string, DocumentType>> = {
  c: { mediaType: 'text/x-c', format: 'code', codeLanguage: 'c' },
  cpp: { mediaType: 'text/x-c++', format: 'code', codeLanguage: 'cpp' },
  cs: { mediaType: 'text/x-csharp', format: 'code', codeLanguage: 'csharp' },
  css: { mediaType: 'text/css', format: 'code', codeLanguage: 'css' },
  doc: { mediaType: 'application/msword', format: 'doc' },
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    format: 'docx',
  },
  go: { mediaType: 'text/x-go', format: 'code', codeLanguage: 'go' },
  html: { mediaType: 'text/html', format: 'html' },
  java: { mediaType: 'text/x-java', format: 'code', codeLanguage: 'java' },
  js: { mediaType: 'text/javascript', format: 'code', codeLanguage: 'javascript' },
  json: { mediaType: 'application/json', format: 'plain' },
  md: { mediaType: 'text/markdown', format: 'markdown' },
  pdf: { mediaType: 'application/pdf', format: 'pdf' },
  php: { mediaType: 'text/x-php', format: 'code', codeLanguage: 'php' },
  pptx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    format: 'pptx',
  },
  py: { mediaType: 'text/x-python', format: 'code', codeLanguage: 'python' },
  rb: { mediaType: 'text/x-ruby', format: 'code', codeLanguage: 'ruby' },
  sh: { mediaType: 'application/x-sh', format: 'code', codeLanguage: 'bash' },
  tex: { mediaType: 'application/x-tex', format: 'plain' },
  ts: { mediaType: 'text/typescript', format: 'code', codeLanguage: 'typescript' },
  txt: { mediaType: 'text/plain', format: 'plain' },
}

export const supportedExtensions = Object.keys(documentTypes)

/** The lower-case extension of `filename` ('' when it has none). */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
}

/** The main part an Office archive's [Content_Types].xml must declare for each extension. */
export const officeMainParts: Readonly<Record<string, string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
}
