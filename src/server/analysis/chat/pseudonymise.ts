// What of a chat message may enter an item (decision 0114): the consumer's words, without the ways to
// reach them. E-mail addresses (anyone's), IBANs, phone numbers (mask-numbers.ts: international and
// DE/AT/FR national shapes, never a PZN, date, dose or price) and the writer's own user name are
// replaced by a neutral mark; who wrote it stays behind the thread reference, which only admins
// resolve. Other names are left: they cannot be told from product names reliably.
import { maskIbans, maskPhoneNumbers } from './mask-numbers.ts'

export const redactionMark = '[…]'

// Starts only where a local part can start (not inside one): without the look-behind a long word
// without "@" was tried from each of its characters, quadratic in its length (3.9 s for 40 KB).
const emailPattern = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export function pseudonymise(text: string, writer: { username: string; email: string }): string {
  // IBANs before phone numbers: an IBAN's groups (… 0044 0532 …) could look like a 00 number.
  let out = maskPhoneNumbers(maskIbans(text.replace(emailPattern, redactionMark)))
  const names = [writer.username, writer.email.split('@')[0] ?? '']
    .map((name) => name.trim())
    // A two-letter user name would take words of the text with it.
    .filter((name) => name.length >= 3)
  for (const name of names)
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'),
      redactionMark,
    )
  return out
}
