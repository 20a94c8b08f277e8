// Runs in a worker thread (run-in-worker.ts), loaded by Node itself: only erasable TypeScript here.
// Reads an upload's JSON body off the event loop: the UTF-8 text of 13 MB, JSON.parse and the
// base64 decoding of `content` held the server's event loop for 100 to 200 ms at once
// (docs/decisions/0055). Posts the body with `content` emptied and the decoded bytes beside it, in
// shared memory the parser worker reads without a copy on the server's thread (decision 0061), or a
// refusal when the body is not JSON that fastify's own parser would accept.
import { inWorker, postData, postDone, postRefusal, workerInput } from '../../files/worker-port.ts'

export interface BodyInput {
  /** Over a SharedArrayBuffer (read-body.ts) or a transferred ArrayBuffer. */
  readonly body: Uint8Array
}
export interface ParsedBody {
  readonly body: Record<string, unknown>
  /** `content` decoded from base64 into a SharedArrayBuffer, when it was a string; the body then carries `content: ''`. */
  readonly bytes: Uint8Array | null
  /** The size base64Bytes (guard-file.ts) gives for `content`: what the route checks the limit with. */
  readonly declaredBytes: number
}

class Poisoned extends Error {}

/** As fastify's parser (secure-json-parse, protoAction and constructorAction 'error'): such keys refuse the body. */
function refusePoisoning(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new Poisoned()
  if (
    key === 'constructor' &&
    value !== null &&
    typeof value === 'object' &&
    Object.hasOwn(value, 'prototype')
  )
    throw new Poisoned()
  return value
}

function main(input: BodyInput) {
  let body: unknown
  try {
    const text = Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength).toString('utf8')
    body = JSON.parse(text, refusePoisoning)
  } catch {
    postRefusal('FST_ERR_CTP_INVALID_JSON_BODY', 'invalid JSON')
    return
  }
  if (
    body === null ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    typeof (body as { content?: unknown }).content !== 'string'
  ) {
    const data: ParsedBody = { body: body as Record<string, unknown>, bytes: null, declaredBytes: 0 }
    postData(data)
  } else {
    const content = (body as { content: string }).content
    const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0
    const declaredBytes = Math.floor((content.length * 3) / 4) - padding
    // Decoded straight into shared memory: what the decoder skips (line breaks) only shortens it.
    const shared = new SharedArrayBuffer(Math.max(declaredBytes, 0))
    const written = Buffer.from(shared).write(content, 'base64')
    const data: ParsedBody = {
      body: { ...(body as Record<string, unknown>), content: '' },
      bytes: new Uint8Array(shared, 0, written),
      declaredBytes,
    }
    postData(data)
  }
  postDone()
}

if (inWorker) main(workerInput<BodyInput>())
