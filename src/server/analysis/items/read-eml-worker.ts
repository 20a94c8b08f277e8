// Runs in a worker thread (run-in-worker.ts through the file guard), loaded by Node itself: only erasable
// TypeScript here. Reads an e-mail (RFC 822/MIME, .eml) with postal-mime and posts its subject, sender,
// date and body: the plain-text part, else the HTML part (the server turns it into text with the
// knowledge extractor). Attachments are not read.
import PostalMime from 'postal-mime'
import { inWorker, postData, postDone, postRefusal, workerInput } from '../../files/worker-port.ts'

export interface EmlInput {
  readonly bytes: Uint8Array
}

export interface EmlMessage {
  readonly subject: string
  readonly from: string
  readonly date: string | null
  readonly text: string
  readonly html: string
}

async function readEml(input: EmlInput): Promise<EmlMessage> {
  const email = await PostalMime.parse(input.bytes, { attachmentEncoding: 'arraybuffer' })
  const from = email.from ? [email.from.name, email.from.address].filter(Boolean).join(' ') : ''
  const date = email.date && !Number.isNaN(Date.parse(email.date)) ? new Date(email.date).toISOString() : null
  return { subject: email.subject ?? '', from, date, text: email.text ?? '', html: email.html ?? '' }
}

if (inWorker) {
  try {
    postData<EmlMessage>(await readEml(workerInput<EmlInput>()))
    postDone()
  } catch (error) {
    postRefusal(
      'analysis.unreadableFile',
      `The e-mail cannot be read (${error instanceof Error ? error.message : String(error)})`,
    )
  }
}
