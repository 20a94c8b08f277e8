// The scripted engine of bench:visibility, in a process of its own (forked by the bench), so its work
// never runs on Tessera's event loop: an OpenAI-compatible chat completions endpoint that streams one
// fixed answer (a list naming the competitor first and the brand second, three citations) after
// `delayMs`. It keeps, per model and prompt, the time it held each request (arrival to the end of the
// answer) and sends them to the bench when asked, so the bench can take them out of its figures.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

const answer = [
  'Gegen Halsschmerzen helfen vor allem:',
  '1. Dolorin Akut – lindert schnell',
  '2. Zyrtomax Forte – 3-mal täglich eine Lutschtablette',
  '3. Halsfrei Spray',
  '',
  'Quellen: https://www.apotheken-umschau.de/halsschmerzen, https://www.zyrtomax.de/hals und https://www.shop-apotheke.com/hals',
].join('\n')

export interface ModelServerMessage {
  ready?: { port: number }
  /** Per `${model}\n${prompt}`: the milliseconds each request to it was held by this server. */
  held?: Record<string, number[]>
}

const delayMs = Number(process.argv[2] ?? 0)
const held = new Map<string, number[]>()

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

const chunk = (delta: object, finish: string | null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`
const usage = `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: { prompt_tokens: 20, completion_tokens: 90, total_tokens: 110 } })}\n\n`

const server = createServer((request, response) => {
  const arrived = performance.now()
  void readBody(request).then((body) => {
    const asked = JSON.parse(body) as { model: string; messages: { content: string }[] }
    const key = `${asked.model}\n${asked.messages.at(-1)?.content ?? ''}`
    const send = () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(chunk({ role: 'assistant', content: answer }, null))
      response.write(chunk({}, 'stop'))
      response.write(usage)
      response.end('data: [DONE]\n\n', () => {
        const times = held.get(key) ?? []
        times.push(performance.now() - arrived)
        held.set(key, times)
      })
    }
    if (delayMs > 0) setTimeout(send, delayMs)
    else send()
  })
})
server.keepAliveTimeout = 60_000
server.listen(0, '127.0.0.1', () => {
  process.send!({ ready: { port: (server.address() as AddressInfo).port } } satisfies ModelServerMessage)
})
process.on('message', (message: string) => {
  if (message === 'held') process.send!({ held: Object.fromEntries(held) } satisfies ModelServerMessage)
  if (message === 'close') server.close(() => process.exit(0))
})
