// Call-ended payloads as the telephony platforms send them, read into one shape. Vapi: the server
// message `end-of-call-report` ({ message: { type, call, endedReason, recordingUrl, durationSeconds,
// artifact: { messages: [{ role: user|bot|assistant, message, secondsFromStart, endTime? }] } } }).
// Retell: the event `call_ended` ({ event, call: { call_id, start_timestamp, end_timestamp,
// disconnection_reason, recording_url, transcript_object: [{ role: agent|user, content, words }] } }).
import type { VoiceTurn } from './agent-config.ts'

export interface EndedCall {
  origin: 'vapi' | 'retell'
  externalId: string
  startedAt: Date
  durationSeconds: number
  endReason: string | null
  recordingUrl: string | null
  transcript: VoiceTurn[]
}

type Json = Record<string, unknown>
const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {}
const arr = (value: unknown): Json[] => (Array.isArray(value) ? value.map(obj) : [])
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null
const httpUrl = (value: unknown): string | null => {
  const text = str(value)
  return text && /^https?:\/\//i.test(text) ? text : null
}

/** The ended call, or null when the payload is neither shape (or another event). */
export function readEndedCall(body: unknown): EndedCall | null {
  const root = obj(body)
  if (root.event === 'call_ended') return readRetell(obj(root.call))
  const message = obj(root.message)
  if (message.type === 'end-of-call-report') return readVapi(message)
  return null
}

function readVapi(message: Json): EndedCall | null {
  const externalId = str(obj(message.call).id)
  if (!externalId) return null
  const messages = arr(obj(message.artifact).messages).length
    ? arr(obj(message.artifact).messages)
    : arr(message.messages)
  const transcript: VoiceTurn[] = []
  for (const one of messages) {
    const role =
      one.role === 'user' ? 'caller' : one.role === 'bot' || one.role === 'assistant' ? 'agent' : null
    const text = str(one.message)
    const start = num(one.secondsFromStart)
    if (!role || !text || start === null) continue
    const duration = num(one.duration)
    transcript.push({ role, text, start, end: duration !== null ? start + duration / 1000 : start })
  }
  const startedAt = str(message.startedAt) ?? str(obj(message.call).createdAt)
  return {
    origin: 'vapi',
    externalId,
    startedAt: startedAt && !Number.isNaN(Date.parse(startedAt)) ? new Date(startedAt) : new Date(),
    durationSeconds: Math.max(0, Math.round(num(message.durationSeconds) ?? transcript.at(-1)?.end ?? 0)),
    endReason: str(message.endedReason),
    recordingUrl: httpUrl(message.recordingUrl) ?? httpUrl(obj(obj(message.artifact).recording).url),
    transcript,
  }
}

function readRetell(call: Json): EndedCall | null {
  const externalId = str(call.call_id)
  if (!externalId) return null
  const transcript: VoiceTurn[] = []
  for (const one of arr(call.transcript_object)) {
    const role = one.role === 'user' ? 'caller' : one.role === 'agent' ? 'agent' : null
    const text = str(one.content)
    const words = arr(one.words)
    if (!role || !text) continue
    const start = num(words[0]?.start) ?? transcript.at(-1)?.end ?? 0
    transcript.push({ role, text, start, end: num(words.at(-1)?.end) ?? start })
  }
  const started = num(call.start_timestamp)
  const ended = num(call.end_timestamp)
  return {
    origin: 'retell',
    externalId,
    startedAt: started !== null ? new Date(started) : new Date(),
    durationSeconds:
      started !== null && ended !== null
        ? Math.max(0, Math.round((ended - started) / 1000))
        : Math.round(transcript.at(-1)?.end ?? 0),
    endReason: str(call.disconnection_reason),
    recordingUrl: httpUrl(call.recording_url),
    transcript,
  }
}
