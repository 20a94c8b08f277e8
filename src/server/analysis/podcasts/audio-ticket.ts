// The browser's <audio> element cannot send the Authorization header, so the episode's page gets a
// ticket: the episode, its tenant and an expiry, sealed with the server's secret (AES-256-GCM, the
// key cipher's; changed or foreign tickets fail to open). It opens that one episode's audio for a few
// hours, to whoever holds the page that the signed-in user was allowed to read (decision 0096).
import { decryptSecret, encryptSecret } from '../../ai/key-cipher.ts'

const purpose = 'podcastAudio'
export const audioTicketHours = 6

export function issueAudioTicket(tenantGroup: string, episodeId: string, now: Date): string {
  return encryptSecret(
    JSON.stringify({
      p: purpose,
      g: tenantGroup,
      e: episodeId,
      x: now.getTime() + audioTicketHours * 3600_000,
    }),
  )
}

/** The tenant and episode a valid, unexpired ticket opens; null otherwise. */
export function openAudioTicket(
  ticket: string,
  now: Date,
): { tenantGroup: string; episodeId: string } | null {
  try {
    const claims = JSON.parse(decryptSecret(ticket)) as { p?: unknown; g?: unknown; e?: unknown; x?: unknown }
    if (claims.p !== purpose || typeof claims.g !== 'string' || typeof claims.e !== 'string') return null
    if (typeof claims.x !== 'number' || claims.x < now.getTime()) return null
    return { tenantGroup: claims.g, episodeId: claims.e }
  } catch {
    return null
  }
}
