// The <audio> element of a call's page cannot send the Authorization header, so the call view hands
// out a ticket per recorded turn: tenant, call, file and expiry sealed with the server's secret (the
// key cipher's AES-256-GCM, as the podcast player's tickets). A changed or foreign ticket fails to open.
import { decryptSecret, encryptSecret } from '../ai/key-cipher.ts'

const purpose = 'voiceRecording'
export const recordingTicketHours = 6

export interface RecordingClaims {
  tenantGroup: string
  callId: string
  fileId: string
}

export function issueRecordingTicket(claims: RecordingClaims, now: Date): string {
  return encryptSecret(
    JSON.stringify({
      p: purpose,
      g: claims.tenantGroup,
      c: claims.callId,
      f: claims.fileId,
      x: now.getTime() + recordingTicketHours * 3600_000,
    }),
  )
}

/** What a valid, unexpired ticket opens; null otherwise. */
export function openRecordingTicket(ticket: string, now: Date): RecordingClaims | null {
  try {
    const claims = JSON.parse(decryptSecret(ticket)) as Record<string, unknown>
    if (claims.p !== purpose || typeof claims.x !== 'number' || claims.x < now.getTime()) return null
    if (typeof claims.g !== 'string' || typeof claims.c !== 'string' || typeof claims.f !== 'string')
      return null
    return { tenantGroup: claims.g, callId: claims.c, fileId: claims.f }
  } catch {
    return null
  }
}
