// Runs in a worker thread (run-in-worker.ts through the file guard), loaded by Node itself: only
// erasable TypeScript here. Reads Mailchimp's campaign export: the CSV of campaign reports (one row
// of strings per campaign, posted in chunks) or one campaign's HTML file (its title and plain text).
import { htmlToText } from 'html-to-text'
import Papa from 'papaparse'
import { inWorker, postData, postDone, postRefusal, workerInput } from '../files/worker-port.ts'

export interface ExportInput {
  readonly text: string
  readonly kind: 'csv' | 'html'
}

export type ExportData =
  | { readonly kind: 'rows'; readonly rows: Record<string, string>[] }
  | { readonly kind: 'html'; readonly title: string; readonly plainText: string }

function readCsv(text: string): void {
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true })
  for (let start = 0; start < parsed.data.length; start += 500)
    postData<ExportData>({ kind: 'rows', rows: parsed.data.slice(start, start + 500) })
}

function readHtml(text: string): void {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(text)?.[1] ?? ''
  const plainText = htmlToText(text, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim()
  postData<ExportData>({ kind: 'html', title: htmlToText(title, { wordwrap: false }).trim(), plainText })
}

if (inWorker) {
  try {
    const input = workerInput<ExportInput>()
    if (input.kind === 'csv') readCsv(input.text)
    else readHtml(input.text)
    postDone()
  } catch (error) {
    postRefusal(
      'campaigns.importUnreadable',
      `The export cannot be read (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}
