// The webhook's signature: header `x-tessera-signature: t=<unix seconds>,v1=<hex>` where v1 is
// HMAC-SHA256(agent secret, `${t}.${raw body}`) (the scheme Stripe uses). A timestamp outside the
// replay window is refused, so a captured request cannot be posted again later; the comparison takes
// the same time whatever the bytes (timingSafeEqual).
import { createHmac, timingSafeEqual } from 'node:crypto'

export const signatureHeader = 'x-tessera-signature'
/** Seconds a signed request stays valid either side of the server's clock. */
export const replayWindowSeconds = 300

export type SignatureVerdict = 'ok' | 'missing' | 'malformed' | 'expired' | 'mismatch'

export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')
  return `t=${timestamp},v1=${digest}`
}

export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureVerdict {
  if (!header) return 'missing'
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const given = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed'
  if (Math.abs(nowSeconds - timestamp) > replayWindowSeconds) return 'expired'
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'ok' : 'mismatch'
}
